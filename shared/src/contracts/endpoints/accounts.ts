import type { Endpoint } from './endpoint';

/** Accounts (platform.md §3, §5, §7): registration, sign-in, passwords, profile, orders, becoming an artist. */

export const registerAccount = {
  area: 'accounts',
  method: 'POST',
  path: '/register',
  summary: 'Create an account',
  access: 'visitor',
  status: 201,
  errors: [422, 429],
  schema: (s) => ({ body: s.RegisterRequestSchema, response: s.RegisterResponseSchema }),
} as const satisfies Endpoint;

export const signInWithPassword = {
  area: 'accounts',
  method: 'POST',
  path: '/login_check',
  summary: 'Sign in: a JWT for the Authorization header',
  access: 'visitor',
  errors: [401, 422, 429],
  schema: (s) => ({ body: s.LoginRequestSchema, response: s.LoginResponseSchema }),
} as const satisfies Endpoint;

export const getProfile = {
  area: 'accounts',
  method: 'GET',
  path: '/profile',
  summary: 'The signed-in user',
  access: 'user',
  schema: (s) => ({ response: s.ProfileSchema }),
} as const satisfies Endpoint;

export const updateProfile = {
  area: 'accounts',
  method: 'PUT',
  path: '/profile',
  summary: 'Edit the signed-in user',
  access: 'user',
  errors: [403, 422, 429],
  invalidates: ['accounts'],
  schema: (s) => ({ body: s.ProfileUpdateRequestSchema, response: s.ProfileSchema }),
} as const satisfies Endpoint;

export const updateArtistProfile = {
  area: 'accounts',
  method: 'PUT',
  path: '/artist/profile',
  summary: "Edit the signed-in artist's profile",
  access: 'user',
  owner: "the caller's artist profile (403 without one)",
  errors: [403, 422],
  invalidates: ['accounts', 'catalogue'],
  schema: (s) => ({ body: s.ArtistProfileUpdateRequestSchema, response: s.ArtistProfileSchema }),
} as const satisfies Endpoint;

export const becomeArtist = {
  area: 'accounts',
  method: 'POST',
  path: '/artists/become-artist',
  summary: 'Become an artist (grants ROLE_ARTIST)',
  access: 'user',
  feature: 'contentCreation',
  status: 201,
  errors: [409, 422],
  invalidates: ['user'],
  schema: (s) => ({ body: s.BecomeArtistRequestSchema, response: s.BecomeArtistResponseSchema }),
} as const satisfies Endpoint;

export const requestPasswordReset = {
  area: 'accounts',
  method: 'POST',
  path: '/forgot-password',
  summary: 'Mails a password reset link (same answer whether or not the email is known)',
  access: 'visitor',
  errors: [422, 429],
  schema: (s) => ({ body: s.ForgotPasswordRequestSchema, response: s.MessageResponseSchema }),
} as const satisfies Endpoint;

export const resetPassword = {
  area: 'accounts',
  method: 'POST',
  path: '/reset-password',
  summary: "Sets a new password with a reset link's token",
  access: 'visitor',
  errors: [422, 429],
  schema: (s) => ({ body: s.ResetPasswordRequestSchema, response: s.MessageResponseSchema }),
} as const satisfies Endpoint;

export const changePassword = {
  area: 'accounts',
  method: 'PUT',
  path: '/profile/password',
  summary: "Changes the signed-in user's password",
  access: 'user',
  errors: [422, 429],
  schema: (s) => ({ body: s.ChangePasswordRequestSchema, response: s.PasswordChangedResponseSchema }),
} as const satisfies Endpoint;

/** The profile's Commandes tab. */
export const listProfileOrders = {
  area: 'accounts',
  method: 'GET',
  path: '/profile/orders',
  summary: "The signed-in user's orders, purchases and tickets, newest first",
  access: 'user',
  schema: (s) => ({ response: s.OrdersResponseSchema }),
} as const satisfies Endpoint;
