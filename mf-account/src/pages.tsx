import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ForgotPage } from './pages/forgot-page';
import { OAuthCallbackPage } from './pages/oauth-callback-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SignInPage } from './pages/sign-in-page';
import { SubscriptionCancelPage } from './pages/subscription-cancel-page';
import { SubscriptionSuccessPage } from './pages/subscription-success-page';

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
