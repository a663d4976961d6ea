/** Accounts: registration, sign-in, profile, becoming an artist (platform.md §3, §5, §7). */

import { Type, type Static } from 'typebox';
import { MobileMoneyDetailsProperties } from './payments';
import { PlanNameSchema } from './plans';
import { CurrencySchema, Nullable, PriceProperties } from './schema-kit';

export * from './content-creation';

/** ROLE_SUPPORT: the support team, who answer the support inbox. */
export const RoleSchema = Type.Enum([
  'ROLE_USER',
  'ROLE_ARTIST',
  'ROLE_PODCASTER',
  'ROLE_ADMIN',
  'ROLE_SUPPORT',
] as const);
export type Role = Static<typeof RoleSchema>;

const UsernameSchema = Type.String({ minLength: 3, maxLength: 30, pattern: '^\\s*[\\p{L}\\p{N}_.-]+\\s*$' });
const EmailSchema = Type.String({ format: 'email', maxLength: 180 });
/** A password as sent; its strength (≥ 8, a letter and a digit) is checked with a clear message. */
export const PasswordSchema = Type.String({ minLength: 1, maxLength: 200 });
/** A media URL returned by `POST /api/upload/image`, or null to remove it. */
const MediaValueSchema = Nullable(Type.String({ maxLength: 1000 }));

/** `POST /api/register` body. Username 3–30 letters, digits, dot, dash or underscore; password ≥ 8 with a letter and a digit. */
export const RegisterRequestSchema = Type.Object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** `POST /api/login_check` body; `username` may also be the account's email. */
export const LoginRequestSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 180 }),
  password: PasswordSchema,
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** `POST /api/login_check` → 200. 401 on bad credentials; 429 (with Retry-After) after 5 failures a minute
 * for one account from one address, or 20 from one address across accounts. */
export const LoginResponseSchema = Type.Object({
  token: Type.String({ description: 'JWT (HS256) to send as `Authorization: Bearer <token>`.' }),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires.' }),
  user: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    roles: Type.Array(RoleSchema),
  }),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

/** `POST /api/register` → 201: the account, signed in (a token as `login_check` gives). A taken username
 * or email answers 422 with a violation on that field whose message contains "déjà utilisé". */
export const RegisterResponseSchema = Type.Object({
  message: Type.String(),
  ...LoginResponseSchema.properties,
});
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

export const ArtistProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    realName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    longBio: Nullable(Type.String()),
    image: Nullable(Type.String()),
  },
  { $id: 'ArtistProfile' },
);
export type ArtistProfile = Static<typeof ArtistProfileSchema>;

/** `GET /api/profile` and `PUT /api/profile` → 200 */
export const ProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String({ description: 'firstname + lastname when set, else the username.' }),
    email: Type.String(),
    firstname: Nullable(Type.String()),
    lastname: Nullable(Type.String()),
    image: Nullable(Type.String({ description: 'Absolute URL.' })),
    roles: Type.Array(RoleSchema),
    createdAt: Type.String(),
    artist: Nullable(ArtistProfileSchema),
    plan: PlanNameSchema,
    /** The currency the user chose for prices (`PUT /api/currency/preference`); EUR until then. */
    currency: CurrencySchema,
  },
  { $id: 'Profile' },
);
export type Profile = Static<typeof ProfileSchema>;

/**
 * `PUT /api/profile` body: every field optional; `image` is a URL returned by `POST /api/upload/image`.
 * A new `email` needs `currentPassword` (accounts without a password excepted): missing → 400, wrong → 403,
 * each with a violation on `currentPassword`; the old address is then told of the change by mail.
 */
export const ProfileUpdateRequestSchema = Type.Object({
  username: Type.Optional(UsernameSchema),
  email: Type.Optional(EmailSchema),
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
  firstname: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  lastname: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  image: Type.Optional(MediaValueSchema),
});
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequestSchema>;

/** `PUT /api/artist/profile` body (403 when the user is not an artist). → ArtistProfile */
export const ArtistProfileUpdateRequestSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 120 })),
  bio: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  realName: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  longBio: Type.Optional(Nullable(Type.String({ maxLength: 50000 }))),
  image: Type.Optional(MediaValueSchema),
});
export type ArtistProfileUpdateRequest = Static<typeof ArtistProfileUpdateRequestSchema>;

/** `POST /api/artists/become-artist` body; name required after trimming ('Le nom d'artiste est requis.').
 * Needs a plan with contentCreation (Premium): 403 'Cette fonctionnalité nécessite le forfait Premium.' */
export const BecomeArtistRequestSchema = Type.Object({ name: Type.String({ maxLength: 120 }) });
export type BecomeArtistRequest = Static<typeof BecomeArtistRequestSchema>;

/** `POST /api/artists/become-artist` → 201; 409 when already an artist. The new token carries ROLE_ARTIST. */
export const BecomeArtistResponseSchema = Type.Object({
  message: Type.String(),
  token: Type.String(),
  artist: ArtistProfileSchema,
  user: ProfileSchema,
});
export type BecomeArtistResponse = Static<typeof BecomeArtistResponseSchema>;

/**
 * `POST /api/podcast-creator/become-creator` (no body) → 201: the account may now create podcasts
 * (ROLE_PODCASTER). Needs a plan with contentCreation (Premium): 403 'Cette fonctionnalité nécessite le
 * forfait Premium.'; 409 when the account may already (a podcast creator or an artist). The new token
 * carries the role.
 */
export const BecomePodcastCreatorResponseSchema = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: Type.Object({ id: Type.Integer(), username: Type.String(), roles: Type.Array(RoleSchema) }),
});
export type BecomePodcastCreatorResponse = Static<typeof BecomePodcastCreatorResponseSchema>;

/** `POST /api/forgot-password` body. Always answers 200 with the same message, whether or not an
 * account has that email; when one has, a link `${WEB_URL}/reset-password/{token}` valid one hour is mailed. */
export const ForgotPasswordRequestSchema = Type.Object({ email: EmailSchema });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

/** `POST /api/forgot-password`, `POST /api/reset-password` and `PUT /api/profile/password` → 200 */
export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** `POST /api/reset-password` body. A token that is unknown, used or older than one hour → 422 with a
 * violation on `token` ('Ce lien de réinitialisation est invalide ou a expiré.'); a weak password → 422
 * on `password`. Success: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' */
export const ResetPasswordRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: PasswordSchema,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/** `PUT /api/profile/password` body (bearer). A wrong current password → 422 on `currentPassword`
 * ('Le mot de passe actuel est incorrect.'); a weak new one → 422 on `newPassword`; `confirmPassword`,
 * when sent, must match ('New password and confirm new password do not match!'). An account created by
 * social sign-in without a password may omit `currentPassword`. Success: 'Votre mot de passe a été modifié.' */
export const ChangePasswordRequestSchema = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
  newPassword: PasswordSchema,
  confirmPassword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** `PUT /api/profile/password` → 200. Every earlier token of the account stops working; `token` replaces this session's. */
export const PasswordChangedResponseSchema = Type.Object({
  message: Type.String(),
  token: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires.' }),
});
export type PasswordChangedResponse = Static<typeof PasswordChangedResponseSchema>;

export const OrderKindSchema = Type.Enum(['order', 'track', 'album', 'ticket'] as const);
export type OrderKind = Static<typeof OrderKindSchema>;

/** One line of the profile's Commandes tab: a store order, a track or album purchase, a ticket. */
export const OrderSummarySchema = Type.Object(
  {
    id: Type.String({ description: 'Unique within the list, e.g. "order-3", "track-12", "ticket-7".' }),
    kind: OrderKindSchema,
    description: Type.String({
      description:
        'What was bought, in French, e.g. "Commande n° 3 (2 articles)", "Titre « Soleil »", "Billet VIP — Nuit Kora"; ' +
        "a screen words it in its reader's language from the fields below.",
    }),
    orderNumber: Type.Optional(Type.String({ description: 'Store orders: e.g. "KORA-S-000003".' })),
    itemCount: Type.Optional(Type.Integer({ minimum: 0, description: 'Store orders: the articles ordered.' })),
    title: Type.Optional(
      Nullable(
        Type.String({ description: "Tracks and albums: the track's or the release's title (null once deleted)." }),
      ),
    ),
    ticketType: Type.Optional(Type.String({ description: 'Tickets: the ticket type, e.g. "VIP".' })),
    eventTitle: Type.Optional(Type.String({ description: 'Tickets: the event.' })),
    status: Type.String(),
    ...PriceProperties,
    createdAt: Type.String(),
    orderId: Type.Optional(
      Type.Integer({ description: 'Store orders only: the id for `GET /api/orders/{id}` and its PDF receipt.' }),
    ),
    // How it was paid: `method` ('card' or 'mobile_money') on every store order and purchase paid through a
    // payment session, with the operator, masked number and FCFA for mobile money; none on tickets (paid
    // from the wallet) nor on lines recorded without a payment session.
    ...MobileMoneyDetailsProperties,
  },
  { $id: 'OrderSummary' },
);
export type OrderSummary = Static<typeof OrderSummarySchema>;

/** `GET /api/profile/orders`, bearer → 200: newest first, [] when none. */
export const OrdersResponseSchema = Type.Array(OrderSummarySchema);
export type OrdersResponse = Static<typeof OrdersResponseSchema>;

/* ---- Social sign-in (platform.md §4, §5, §9) ---- */

export const OAuthProviderSchema = Type.Enum(['google', 'facebook', 'twitter'] as const);
export type OAuthProvider = Static<typeof OAuthProviderSchema>;

/**
 * `GET /api/auth/providers` → 200: the providers this deployment has keys for, in the order the sign-in
 * screen shows them (none without keys: the screen then offers no social sign-in).
 */
export const OAuthProvidersResponseSchema = Type.Object({ providers: Type.Array(OAuthProviderSchema) });
export type OAuthProvidersResponse = Static<typeof OAuthProvidersResponseSchema>;

/**
 * `GET /api/auth/{provider}/config?state=…` → 200. Pass the random state the client stored under
 * `oauth_state` (16–200 URL-safe characters); without one the API makes one and returns it. Send the
 * browser to `url`. Unsupported provider → 404 'Provider {x} non supporté'; provider without client
 * id/secret → 422 'Configuration OAuth manquante pour {provider}...'.
 */
export const OAuthConfigResponseSchema = Type.Object({
  provider: OAuthProviderSchema,
  clientId: Type.String(),
  scope: Type.String({
    description: "Google 'email profile', Facebook 'email public_profile', Twitter 'tweet.read users.read'.",
  }),
  redirectUri: Type.String({ description: "The web app's callback page: `${WEB_URL}/auth/{provider}/callback`." }),
  authorizeUrl: Type.String({ description: "The provider's authorize endpoint (without parameters)." }),
  state: Type.String(),
  codeChallenge: Type.String({ description: 'PKCE challenge derived from the state (S256).' }),
  codeChallengeMethod: Type.Literal('S256'),
  url: Type.String({ description: '`authorizeUrl` with every parameter: where to send the browser.' }),
});
export type OAuthConfigResponse = Static<typeof OAuthConfigResponseSchema>;

/** `{provider}` of the social sign-in paths: a name the API checks itself ('Provider {x} non supporté', 404). */
export const OAuthProviderParamsSchema = Type.Object({ provider: Type.String({ minLength: 1, maxLength: 40 }) });
export type OAuthProviderParams = Static<typeof OAuthProviderParamsSchema>;

/** `GET /api/auth/{provider}/config` query: the client's random state, when it has one. */
export const OAuthConfigQuerySchema = Type.Object({
  state: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._~-]{16,200}$' })),
});
export type OAuthConfigQuery = Static<typeof OAuthConfigQuerySchema>;

/** `POST /api/auth/{provider}/callback` and `POST /api/auth/{provider}/link` body: the `code` and
 * `state` the provider returned ('Code d'autorisation manquant' when code is empty). */
export const OAuthCallbackRequestSchema = Type.Object({
  code: Type.String({ maxLength: 2000 }),
  state: Type.String({ minLength: 1, maxLength: 500 }),
});
export type OAuthCallbackRequest = Static<typeof OAuthCallbackRequestSchema>;

/** `POST /api/auth/{provider}/callback` → 200 (the account is found by the provider's id, else by a
 * verified email, else created). A provider that refuses the code → 401. */
export const OAuthCallbackResponseSchema = Type.Object({
  ...LoginResponseSchema.properties,
  created: Type.Boolean({ description: 'true when this sign-in created the account.' }),
});
export type OAuthCallbackResponse = Static<typeof OAuthCallbackResponseSchema>;

export const LinkedAccountSchema = Type.Object({
  provider: OAuthProviderSchema,
  email: Nullable(Type.String()),
  linkedAt: Type.String(),
});
export type LinkedAccount = Static<typeof LinkedAccountSchema>;

/** `GET /api/auth/linked-accounts` (bearer) → 200. `POST /api/auth/{provider}/link` (bearer) → 200
 * the same list (409 when that provider account belongs to someone else or another one is linked).
 * `DELETE /api/auth/{provider}/unlink` (bearer) → 200 the list (404 when not linked; 409 when it is
 * the only way to sign in and no password is set). */
export const LinkedAccountsResponseSchema = Type.Array(LinkedAccountSchema);
export type LinkedAccountsResponse = Static<typeof LinkedAccountsResponseSchema>;
