import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'account'>, ComponentType> = {
  register: () => <ScreenFrame area="account" screen="register" />,
  signIn: () => <ScreenFrame area="account" screen="signIn" />,
  forgot: () => <ScreenFrame area="account" screen="forgot" />,
  resetPassword: () => <ScreenFrame area="account" screen="resetPassword" />,
  profile: () => <ScreenFrame area="account" screen="profile" />,
  oauthCallback: () => <ScreenFrame area="account" screen="oauthCallback" />,
  subscriptionSuccess: () => <ScreenFrame area="account" screen="subscriptionSuccess" />,
  subscriptionCancel: () => <ScreenFrame area="account" screen="subscriptionCancel" />,
};
