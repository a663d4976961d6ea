/** Accounts: registration, sign-in, profile, becoming an artist (platform.md §3, §5, §7). */

export type Role = 'ROLE_USER' | 'ROLE_ARTIST' | 'ROLE_PODCASTER' | 'ROLE_ADMIN';
export type PlanName = 'free' | 'starter' | 'premium';

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

/** `POST /api/artists/become-artist` body; name required after trimming ('Le nom d'artiste est requis.'). */
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
