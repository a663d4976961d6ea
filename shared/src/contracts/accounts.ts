/** Accounts: registration, sign-in, profile, becoming an artist (platform.md §3, §5, §7). */

import type { CurrencyCode } from './common';
import type { PlanName } from './plans';

export type Role = 'ROLE_USER' | 'ROLE_ARTIST' | 'ROLE_PODCASTER' | 'ROLE_ADMIN';

/** `POST /api/register` body. Username 3–30 letters, digits, dot, dash or underscore; password ≥ 8 with a letter and a digit. */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}

/** `POST /api/register` → 201. A taken username or email answers 422 with a violation on that field
 * whose message contains "déjà utilisé". */
export interface RegisterResponse {
  message: string;
  user: { id: number; username: string; email: string };
}

/** `POST /api/login_check` body; `username` may also be the account's email. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** `POST /api/login_check` → 200. 401 on bad credentials; 429 after 5 failures a minute. */
export interface LoginResponse {
  /** JWT (HS256) to send as `Authorization: Bearer <token>`. */
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  user: { id: number; username: string; email: string; roles: Role[] };
}

export interface ArtistProfile {
  id: number;
  name: string;
  slug: string;
  realName: string | null;
  bio: string | null;
  longBio: string | null;
  image: string | null;
}

/** `GET /api/profile` and `PUT /api/profile` → 200 */
export interface Profile {
  id: number;
  username: string;
  /** firstname + lastname when set, else the username. */
  name: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  /** Absolute URL or null. */
  image: string | null;
  roles: Role[];
  createdAt: string;
  artist: ArtistProfile | null;
  plan: PlanName;
}

/** `PUT /api/profile` body: every field optional; `image` is a URL returned by `POST /api/upload/image`. */
export interface ProfileUpdateRequest {
  username?: string;
  email?: string;
  firstname?: string | null;
  lastname?: string | null;
  image?: string | null;
}

/** `PUT /api/artist/profile` body (403 when the user is not an artist). → ArtistProfile */
export interface ArtistProfileUpdateRequest {
  name?: string;
  bio?: string | null;
  realName?: string | null;
  longBio?: string | null;
  image?: string | null;
}

/** `POST /api/artists/become-artist` body; name required after trimming ('Le nom d'artiste est requis.').
 * Needs a plan with contentCreation (Premium): 403 'Cette fonctionnalité nécessite le forfait Premium.' */
export interface BecomeArtistRequest {
  name: string;
}

/** `POST /api/artists/become-artist` → 201; 409 when already an artist. The new token carries ROLE_ARTIST. */
export interface BecomeArtistResponse {
  message: string;
  token: string;
  artist: ArtistProfile;
  user: Profile;
}

/** `POST /api/forgot-password` body. Always answers 200 with the same message, whether or not an
 * account has that email; when one has, a link `${WEB_URL}/reset-password/{token}` valid one hour is mailed. */
export interface ForgotPasswordRequest {
  email: string;
}

/** `POST /api/forgot-password`, `POST /api/reset-password` and `PUT /api/profile/password` → 200 */
export interface MessageResponse {
  message: string;
}

/** `POST /api/reset-password` body. A token that is unknown, used or older than one hour → 422 with a
 * violation on `token` ('Ce lien de réinitialisation est invalide ou a expiré.'); a weak password → 422
 * on `password`. Success: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** `PUT /api/profile/password` body (bearer). A wrong current password → 422 on `currentPassword`
 * ('Le mot de passe actuel est incorrect.'); a weak new one → 422 on `newPassword`; `confirmPassword`,
 * when sent, must match ('New password and confirm new password do not match!'). An account created by
 * social sign-in without a password may omit `currentPassword`. Success: 'Votre mot de passe a été modifié.' */
export interface ChangePasswordRequest {
  currentPassword?: string;
  newPassword: string;
  confirmPassword?: string;
}

export type OrderKind = 'order' | 'track' | 'album' | 'ticket';

/** One line of the profile's Commandes tab: a store order, a track or album purchase, a ticket. */
export interface OrderSummary {
  /** Unique within the list, e.g. "order-3", "track-12", "ticket-7". */
  id: string;
  kind: OrderKind;
  /** What was bought, e.g. "Commande n° 3 (2 articles)", "Titre « Soleil »", "Billet VIP — Nuit Kora". */
  description: string;
  status: string;
  price: number;
  priceMinor: number;
  currency: CurrencyCode;
  createdAt: string;
}

/** `GET /api/profile/orders`, bearer → 200: newest first, [] when none. */
export type OrdersResponse = OrderSummary[];

/* ---- Social sign-in (platform.md §4, §5, §9) ---- */

export type OAuthProvider = 'google' | 'facebook' | 'twitter';

/**
 * `GET /api/auth/{provider}/config?state=…` → 200. Pass the random state the client stored under
 * `oauth_state` (16–200 URL-safe characters); without one the API makes one and returns it. Send the
 * browser to `url`. Unsupported provider → 404 'Provider {x} non supporté'; provider without client
 * id/secret → 422 'Configuration OAuth manquante pour {provider}...'.
 */
export interface OAuthConfigResponse {
  provider: OAuthProvider;
  clientId: string;
  /** Google 'email profile', Facebook 'email public_profile', Twitter 'tweet.read users.read'. */
  scope: string;
  /** The web app's callback page: `${WEB_URL}/auth/{provider}/callback`. */
  redirectUri: string;
  /** The provider's authorize endpoint (without parameters). */
  authorizeUrl: string;
  state: string;
  /** PKCE challenge derived from the state (S256). */
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  /** `authorizeUrl` with every parameter: where to send the browser. */
  url: string;
}

/** `POST /api/auth/{provider}/callback` and `POST /api/auth/{provider}/link` body: the `code` and
 * `state` the provider returned ('Code d'autorisation manquant' when code is empty). */
export interface OAuthCallbackRequest {
  code: string;
  state: string;
}

/** `POST /api/auth/{provider}/callback` → 200 (the account is found by the provider's id, else by a
 * verified email, else created). A provider that refuses the code → 401. */
export interface OAuthCallbackResponse extends LoginResponse {
  /** true when this sign-in created the account. */
  created: boolean;
}

export interface LinkedAccount {
  provider: OAuthProvider;
  email: string | null;
  linkedAt: string;
}

/** `GET /api/auth/linked-accounts` (bearer) → 200. `POST /api/auth/{provider}/link` (bearer) → 200
 * the same list (409 when that provider account belongs to someone else or another one is linked).
 * `DELETE /api/auth/{provider}/unlink` (bearer) → 200 the list (404 when not linked; 409 when it is
 * the only way to sign in and no password is set). */
export type LinkedAccountsResponse = LinkedAccount[];
