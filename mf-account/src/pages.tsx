import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';

// Each screen is its own chunk, fetched with its first visit: signing in never downloads the profile.
const RegisterPage = onDemand(
  () => import(/* webpackChunkName: "screen-register" */ './pages/register-page'),
  'RegisterPage',
);
const SignInPage = onDemand(() => import(/* webpackChunkName: "screen-signIn" */ './pages/sign-in-page'), 'SignInPage');
const ForgotPage = onDemand(() => import(/* webpackChunkName: "screen-forgot" */ './pages/forgot-page'), 'ForgotPage');
const ResetPasswordPage = onDemand(
  () => import(/* webpackChunkName: "screen-resetPassword" */ './pages/reset-password-page'),
  'ResetPasswordPage',
);
const ProfilePage = onDemand(() => import('./pages/profile-page'), 'ProfilePage');
const OAuthCallbackPage = onDemand(
  () => import(/* webpackChunkName: "screen-oauthCallback" */ './pages/oauth-callback-page'),
  'OAuthCallbackPage',
);
const SubscriptionSuccessPage = onDemand(
  () => import(/* webpackChunkName: "screen-subscriptionSuccess" */ './pages/subscription-success-page'),
  'SubscriptionSuccessPage',
);
const SubscriptionCancelPage = onDemand(
  () => import(/* webpackChunkName: "screen-subscriptionCancel" */ './pages/subscription-cancel-page'),
  'SubscriptionCancelPage',
);
const SupportInboxPage = onDemand(() => import('./pages/support-inbox-page'), 'SupportInboxPage');

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'account'>, ComponentType> = {
  register: RegisterPage,
  signIn: SignInPage,
  forgot: ForgotPage,
  resetPassword: ResetPasswordPage,
  profile: ProfilePage,
  oauthCallback: OAuthCallbackPage,
  subscriptionSuccess: SubscriptionSuccessPage,
  subscriptionCancel: SubscriptionCancelPage,
  support: SupportInboxPage,
};
