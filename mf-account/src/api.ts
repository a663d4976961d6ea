import { getApiUrl, http } from '@kora/shared';
import type {
  ArtistProfile,
  ArtistProfileUpdateRequest,
  BecomeArtistResponse,
  BecomePodcastCreatorResponse,
  ChangePasswordRequest,
  CreateCheckoutSessionResponse,
  CreatePortalSessionResponse,
  CurrentSubscriptionResponse,
  InvoicesResponse,
  LoginResponse,
  MessageResponse,
  OAuthCallbackResponse,
  OAuthConfigResponse,
  OAuthProvider,
  OAuthProvidersResponse,
  OrdersResponse,
  PasswordChangedResponse,
  PlanName,
  Profile,
  ProfileUpdateRequest,
  RegisterRequest,
  RegisterResponse,
  StoreOrder,
  SubscriptionChangeResponse,
  TopUpRequest,
  TopUpResponse,
  UploadResponse,
  WalletBalanceResponse,
  WalletMovement,
} from '@kora/shared/contracts';

/** The account area's API calls, typed with the shared contracts. */

export const register = (request: RegisterRequest) =>
  http.post<RegisterResponse>('/register', request, { withCookies: true });

export const signIn = (username: string, password: string) =>
  http.post<LoginResponse>('/login_check', { username, password }, { withCookies: true });

export const requestPasswordReset = (email: string) => http.post<MessageResponse>('/forgot-password', { email });

export const resetPassword = (token: string, password: string) =>
  http.post<MessageResponse>('/reset-password', { token, password });

/* Social sign-in */

export const getOAuthProviders = (signal?: AbortSignal) =>
  http.get<OAuthProvidersResponse>('/auth/providers', { signal });

export const getOAuthConfig = (provider: OAuthProvider, state: string) =>
  http.get<OAuthConfigResponse>(`/auth/${provider}/config`, { query: { state } });

/** The spec also names `access_token` and `jwt` for the token a callback answers. */
export type SocialSignInAnswer = Partial<OAuthCallbackResponse> & { access_token?: string; jwt?: string };

export const completeOAuth = (provider: OAuthProvider, code: string, state: string) =>
  http.post<SocialSignInAnswer>(`/auth/${provider}/callback`, { code, state });

/* Profile */

export const updateProfile = (request: ProfileUpdateRequest) => http.put<Profile>('/profile', request);

export const uploadImage = (file: File, onProgress: (percent: number) => void) =>
  http.upload<UploadResponse>('/upload/image', file, { onProgress });

export const changePassword = (request: ChangePasswordRequest) =>
  http.put<PasswordChangedResponse>('/profile/password', request);

export const updateArtistProfile = (request: ArtistProfileUpdateRequest) =>
  http.put<ArtistProfile>('/artist/profile', request);

export const becomeArtist = (name: string) => http.post<BecomeArtistResponse>('/artists/become-artist', { name });

export const becomePodcastCreator = () => http.post<BecomePodcastCreatorResponse>('/podcast-creator/become-creator');

export const getOrders = (signal?: AbortSignal) => http.get<OrdersResponse>('/profile/orders', { signal });

/** One of the user's store orders (another user's answers 404). */
export const getStoreOrder = (orderId: number, signal?: AbortSignal) =>
  http.get<StoreOrder>(`/orders/${orderId}`, { signal });

/** Where a paid store order's PDF receipt is read, with the bearer. */
export const storeOrderReceiptPath = (orderId: number) => `/orders/${orderId}/receipt`;

/* Subscription */

export const getCurrentSubscription = (signal?: AbortSignal) =>
  http.get<CurrentSubscriptionResponse>('/subscription/current', { signal });

export const createCheckoutSession = (plan: PlanName, successUrl: string, cancelUrl: string) =>
  http.post<CreateCheckoutSessionResponse>('/subscription/create-checkout-session', { plan, successUrl, cancelUrl });

export const changePlan = (plan: PlanName) =>
  http.post<SubscriptionChangeResponse>('/subscription/change-plan', { plan });

export const createPortalSession = (returnUrl: string) =>
  http.post<CreatePortalSessionResponse>('/subscription/create-portal-session', { returnUrl });

export const getInvoices = (signal?: AbortSignal) => http.get<InvoicesResponse>('/subscription/invoices', { signal });

/* Wallet */

export const getWalletBalance = (signal?: AbortSignal) => http.get<WalletBalanceResponse>('/user/balance', { signal });

export const getWalletMovements = (signal?: AbortSignal) =>
  http.get<WalletMovement[]>('/user/wallet/movements', { signal });

export const topUpWallet = (request: TopUpRequest) => http.post<TopUpResponse>('/user/wallet/top-up', request);

/** The API's own checkout page for a session: the fallback when the provider's script is unavailable. */
export const fallbackCheckoutUrl = (sessionId: string) =>
  `${getApiUrl()}/api/subscription/checkout/${encodeURIComponent(sessionId)}`;
