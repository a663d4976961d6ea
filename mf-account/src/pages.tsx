import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';

// Each screen is its own chunk, fetched with its first visit: signing in never downloads the profile.
const RegisterPage = onDemand(() => import('./pages/register-page'), 'RegisterPage');
const SignInPage = onDemand(() => import('./pages/sign-in-page'), 'SignInPage');
const ForgotPage = onDemand(() => import('./pages/forgot-page'), 'ForgotPage');
const ResetPasswordPage = onDemand(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const ProfilePage = onDemand(() => import('./pages/profile-page'), 'ProfilePage');
const OAuthCallbackPage = onDemand(() => import('./pages/oauth-callback-page'), 'OAuthCallbackPage');
const SubscriptionSuccessPage = onDemand(() => import('./pages/subscription-success-page'), 'SubscriptionSuccessPage');
const SubscriptionCancelPage = onDemand(() => import('./pages/subscription-cancel-page'), 'SubscriptionCancelPage');

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
};
