import type { PlanName } from '@kora/shared/contracts';
import type { TestSession } from '../test-app';
import type { Actor, MatrixFixtures } from './matrix-fixtures';

/**
 * What a cell expects. `allowed`: the request passes authorization (no 401/403, no 5xx) but the
 * matrix does not build an input good enough for a 2xx (provider callbacks, signed webhooks).
 * `refused`: another user's resource named in the body, turned away like an unknown one (400, 403, 404
 * or 422) without revealing whether it exists.
 */
export type Expected = '2xx' | '401' | '403' | '404' | '403/404' | 'refused' | 'allowed';

export interface MatrixRequest {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** `METHOD /path` as the OpenAPI document names it. */
  operation: string;
  /** The account whose resource (or whose own account) the row is about. */
  owner: (fx: MatrixFixtures) => TestSession;
  /** "other": by default the rival creator; rows about a right rather than a resource name who lacks it. */
  other?: (fx: MatrixFixtures) => TestSession;
  request: (fx: MatrixFixtures, actor: Actor) => MatrixRequest;
  expect: Partial<Record<Actor, Expected>>;
  /** For the wrongPlan cell: the owner is moved to `plan`, then back to `restore`. */
  wrongPlan?: { plan: PlanName; restore: PlanName };
}

const SIGNED_IN_ONLY = { anonymous: '401', owner: '2xx' } as const;
const OWNED = { anonymous: '401', other: '403/404', owner: '2xx' } as const;
/** Another user's resource answers exactly as a missing one. */
const HIDDEN_FROM_OTHERS = { anonymous: '401', other: '404', owner: '2xx' } as const;
const PUBLIC = { anonymous: 'allowed', owner: 'allowed' } as const;

const listener = (fx: MatrixFixtures) => fx.listener;
const artist = (fx: MatrixFixtures) => fx.artist;
const podcaster = (fx: MatrixFixtures) => fx.podcaster;
const supportTeam = (fx: MatrixFixtures) => fx.support;

const eventBody = (title: string) => ({
  title,
  type: 'concert',
  datetime: '2030-06-21T20:00:00.000Z',
  location: { city: 'Dakar' },
  isFree: false,
  ticketTypes: [{ name: 'Entrée', price: 10, currency: 'EUR', quantity: 50 }],
});

const upload = (kind: string) => (): MatrixRequest => ({ url: `/api/upload/${kind}` });

/** Every write endpoint of the API, by who may call it. */
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // Accounts
  {
    operation: 'POST /api/register',
    owner: listener,
    request: () => ({
      url: '/api/register',
      payload: { username: 'nouvelle.voix', email: 'nouvelle.voix@example.test', password: 'motdepasse1' },
    }),
    expect: { anonymous: '2xx' },
  },
  {
    operation: 'POST /api/login_check',
    owner: listener,
    request: () => ({ url: '/api/login_check', payload: { username: 'lea.martin', password: 'Ecoute2025' } }),
    expect: { anonymous: '2xx' },
  },
  {
    operation: 'PUT /api/profile',
    owner: listener,
    request: () => ({ url: '/api/profile', payload: { firstname: 'Léa' } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'PUT /api/artist/profile',
    owner: artist,
    other: listener,
    request: () => ({ url: '/api/artist/profile', payload: { bio: 'Chanteuse.' } }),
    expect: { anonymous: '401', other: '403/404', owner: '2xx' },
  },
  {
    operation: 'POST /api/artists/become-artist',
    owner: podcaster,
    request: () => ({ url: '/api/artists/become-artist', payload: { name: 'Marc Ondes Live' } }),
    expect: { anonymous: '401', wrongPlan: '403' },
    wrongPlan: { plan: 'starter', restore: 'starter' },
  },
  {
    operation: 'POST /api/forgot-password',
    owner: listener,
    request: () => ({ url: '/api/forgot-password', payload: { email: 'lea.martin@kora.test' } }),
    expect: { anonymous: '2xx' },
  },
  {
    operation: 'POST /api/reset-password',
    owner: listener,
    request: () => ({ url: '/api/reset-password', payload: { token: 'not-a-token', password: 'motdepasse2' } }),
    expect: PUBLIC,
  },
  {
    operation: 'PUT /api/profile/password',
    owner: listener,
    request: () => ({ url: '/api/profile/password', payload: { currentPassword: 'faux', newPassword: 'motdepasse2' } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  // Uploads (multipart; the owner cell sends none, so a 4xx about the file is the answer)
  {
    operation: 'POST /api/upload/image',
    owner: listener,
    request: upload('image'),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/upload/audio',
    owner: artist,
    request: upload('audio'),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/upload/video',
    owner: artist,
    request: upload('video'),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/upload/episode',
    owner: podcaster,
    request: upload('episode'),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  // Comments
  {
    operation: 'DELETE /api/comments/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/comments/${fx.commentToDelete}` }),
    expect: OWNED,
  },
  {
    operation: 'PATCH /api/comments/{id}',
    owner: artist,
    other: listener,
    request: (fx) => ({ url: `/api/comments/${fx.commentToHide}`, payload: { hidden: true } }),
    expect: { anonymous: '401', other: '403/404', owner: '2xx' },
  },
  {
    operation: 'POST /api/releases/{id}/comments',
    owner: listener,
    request: (fx) => ({ url: `/api/releases/${fx.releaseToEdit}/comments`, payload: { text: 'Bravo !' } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/comments',
    owner: listener,
    request: () => ({ url: '/api/comments', payload: { articleId: 1, text: 'Merci pour cet article.' } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/episodes/{id}/comments',
    owner: listener,
    request: () => ({ url: '/api/episodes/1/comments', payload: { content: 'Super épisode.', author: 'Un auditeur' } }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  // Engagement
  {
    operation: 'POST /api/track/{id}/listen',
    owner: listener,
    request: () => ({ url: '/api/track/1/listen' }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  {
    operation: 'POST /api/episodes/{id}/rate',
    owner: listener,
    request: () => ({ url: '/api/episodes/1/rate', payload: { rating: 4 } }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  {
    operation: 'POST /api/episodes/{id}/increment-viewers',
    owner: listener,
    request: () => ({ url: '/api/episodes/1/increment-viewers' }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  // Events and tickets
  {
    operation: 'POST /api/events/{id}/buy-ticket',
    owner: listener,
    request: (fx) => ({
      url: `/api/events/${fx.freeEvent.id}/buy-ticket`,
      payload: { ticketTypeId: fx.freeEvent.ticketTypeId, quantity: 1 },
    }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/events/{id}/tickets',
    owner: listener,
    request: (fx) => ({
      url: `/api/events/${fx.freeEvent.id}/tickets`,
      payload: { ticketTypeId: fx.freeEvent.ticketTypeId, quantity: 1 },
    }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/tickets/{id}/validate',
    owner: artist,
    other: listener,
    request: (fx) => ({ url: `/api/tickets/${fx.ticketToValidate}/validate`, payload: {} }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/tickets/{id}/recipient-check',
    owner: listener,
    request: (fx) => ({
      url: `/api/tickets/${fx.ticketToTransfer}/recipient-check`,
      payload: { recipient: 'sofia.mendes' },
    }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/tickets/{id}/transfer',
    owner: listener,
    request: (fx) => ({ url: `/api/tickets/${fx.ticketToTransfer}/transfer`, payload: { recipient: 'sofia.mendes' } }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/events',
    owner: artist,
    other: listener,
    request: () => ({ url: '/api/events', payload: eventBody('Nouvelle date') }),
    expect: { anonymous: '401', other: '403', owner: '2xx', wrongPlan: '403' },
    wrongPlan: { plan: 'free', restore: 'premium' },
  },
  {
    operation: 'PUT /api/events/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/events/${fx.draftEvent}`, payload: eventBody('Date revue') }),
    expect: OWNED,
  },
  {
    operation: 'DELETE /api/events/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/events/${fx.eventToDelete}` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/events/{id}/publish',
    owner: artist,
    request: (fx) => ({ url: `/api/events/${fx.draftEvent}/publish` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/events/{id}/unpublish',
    owner: artist,
    request: (fx) => ({ url: `/api/events/${fx.draftEvent}/unpublish` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/events/{id}/check-in/sync',
    owner: artist,
    request: (fx) => ({
      url: `/api/events/${fx.freeEvent.id}/check-in/sync`,
      payload: { scans: [{ code: 'inconnu', scannedAt: new Date().toISOString() }] },
    }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/events/{id}/upload-image',
    owner: artist,
    request: (fx) => ({ url: `/api/events/${fx.draftEvent}/upload-image` }),
    expect: { anonymous: '401', other: '403/404', owner: 'allowed' },
  },
  // Audio spots: a serving is reported back only by the listener it was served to. None was served here,
  // so every caller is turned away (served ones: api/src/modules/ads/impressions-and-figures.test.ts).
  ...(['impressions', 'clicks'] as const).map((what): MatrixRow => ({
    operation: `POST /api/ads/{id}/${what}`,
    owner: listener,
    request: () => ({
      url: `/api/ads/1/${what}`,
      payload: { servingId: 'f'.repeat(32) },
      headers: { 'x-kora-device': 'appareil-de-la-matrice' },
    }),
    expect: { anonymous: 'refused', other: 'refused', owner: 'refused' },
  })),
  // Notifications: the owner reads, then deletes, her own
  {
    operation: 'POST /api/notifications/{id}/read',
    owner: listener,
    request: (fx) => ({ url: `/api/notifications/${fx.notification}/read` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/notifications/read-all',
    owner: listener,
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'DELETE /api/notifications/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/notifications/${fx.notification}` }),
    expect: OWNED,
  },
  // Support: Léa's request (another member's is not found); the support team alone changes a request
  {
    operation: 'POST /api/support/requests',
    owner: listener,
    request: () => ({
      url: '/api/support/requests',
      payload: {
        subject: 'Question',
        category: 'other',
        message: 'Bonjour !',
        name: 'Aminata Diallo',
        email: 'aminata@example.test',
      },
    }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  {
    operation: 'POST /api/support/requests/{id}/replies',
    owner: listener,
    request: (fx) => ({ url: `/api/support/requests/${fx.supportRequest}/replies`, payload: { message: 'Merci.' } }),
    expect: HIDDEN_FROM_OTHERS,
  },
  // Multipart, the owner cell sends no file: a 4xx about the file is the answer.
  {
    operation: 'POST /api/support/requests/{id}/attachment',
    owner: listener,
    request: (fx) => ({ url: `/api/support/requests/${fx.supportRequest}/attachment` }),
    expect: { anonymous: '401', other: '404', owner: 'allowed' },
  },
  {
    operation: 'PATCH /api/support/requests/{id}',
    owner: supportTeam,
    other: listener,
    request: (fx) => ({ url: `/api/support/requests/${fx.supportRequest}`, payload: { status: 'resolved' } }),
    expect: { anonymous: '401', other: '403', owner: '2xx' },
  },
  // Library: Lina's playlists (another user's is not found, public or not); Léa's favourites, follows and likes
  {
    operation: 'POST /api/playlists',
    owner: listener,
    request: () => ({ url: '/api/playlists', payload: { name: 'Trajet du matin' } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'PUT /api/playlists/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/playlists/${fx.playlist}`, payload: { name: 'Renommée', public: true } }),
    expect: HIDDEN_FROM_OTHERS,
  },
  {
    operation: 'DELETE /api/playlists/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/playlists/${fx.playlistToDelete}` }),
    expect: HIDDEN_FROM_OTHERS,
  },
  {
    operation: 'POST /api/playlists/{id}/items',
    owner: artist,
    request: (fx) => ({
      url: `/api/playlists/${fx.playlist}/items`,
      payload: { items: [{ kind: 'track', id: fx.track }] },
    }),
    expect: HIDDEN_FROM_OTHERS,
  },
  {
    operation: 'PUT /api/playlists/{id}/items',
    owner: artist,
    request: (fx) => ({
      url: `/api/playlists/${fx.playlistToReorder.id}/items`,
      payload: { rangeStart: 0, insertBefore: 2, snapshotId: fx.playlistToReorder.snapshotId },
    }),
    expect: HIDDEN_FROM_OTHERS,
  },
  {
    operation: 'DELETE /api/playlists/{id}/items',
    owner: artist,
    request: (fx) => ({
      url: `/api/playlists/${fx.playlist}/items`,
      payload: { items: [{ kind: 'track', id: fx.track }] },
    }),
    expect: HIDDEN_FROM_OTHERS,
  },
  {
    operation: 'PUT /api/me/favorites/{kind}/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/favorites/podcasts/${fx.podcast}` }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'DELETE /api/me/favorites/{kind}/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/favorites/podcasts/${fx.podcast}` }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/me/favorites/import',
    owner: listener,
    request: (fx) => ({ url: '/api/me/favorites/import', payload: { items: [{ kind: 'podcasts', id: fx.podcast }] } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'PUT /api/me/following/artists/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/following/artists/${fx.artistId}` }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'DELETE /api/me/following/artists/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/following/artists/${fx.artistId}` }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'PUT /api/me/likes/tracks/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/likes/tracks/${fx.track}` }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'DELETE /api/me/likes/tracks/{id}',
    owner: listener,
    request: (fx) => ({ url: `/api/me/likes/tracks/${fx.track}` }),
    expect: SIGNED_IN_ONLY,
  },
  // Offline listening: the listens a device made offline, sent when the network returns
  {
    operation: 'POST /api/offline/listens',
    owner: listener,
    request: (fx, actor) => ({
      url: '/api/offline/listens',
      payload: { listens: [{ id: `matrix-${actor}-listen`, trackId: fx.track, playedAt: new Date().toISOString() }] },
    }),
    expect: SIGNED_IN_ONLY,
  },
  // Store and payments
  {
    operation: 'POST /api/cart/quote',
    owner: listener,
    request: () => ({ url: '/api/cart/quote', payload: { lines: [{ productId: 1, quantity: 1 }] } }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  {
    operation: 'POST /api/create-payment-intent',
    owner: listener,
    request: () => ({
      url: '/api/create-payment-intent',
      payload: {
        lines: [{ productId: 1, quantity: 1 }],
        amount: 1,
        customerName: 'Léa Martin',
        customerEmail: 'lea.martin@kora.test',
      },
    }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/orders',
    owner: listener,
    request: () => ({ url: '/api/orders', payload: { paymentIntentId: 'pi_inconnu' } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/payments/checkout/{sessionId}',
    owner: listener,
    request: () => ({ url: '/api/payments/checkout/ps_inconnu', payload: { action: 'cancel' } }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/payments/test-card/confirm',
    owner: listener,
    request: () => ({
      url: '/api/payments/test-card/confirm',
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/payments/webhook',
    owner: listener,
    request: () => ({ url: '/api/payments/webhook', payload: { type: 'checkout.session.completed' } }),
    expect: PUBLIC,
  },
  // Mobile money: the provider's notification (x-token checked, 400 here), the simulator's page and the
  // way back from it (404 for a payment that does not exist): anyone may call them, nobody is granted by them.
  {
    operation: 'POST /api/payments/mobile-money/notification',
    owner: listener,
    request: () => ({
      url: '/api/payments/mobile-money/notification',
      payload: { cpm_trans_id: 'KORA0000', cpm_site_id: 'KORA-SIMULATEUR' },
    }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/payments/mobile-money/simulator/{transactionId}',
    owner: listener,
    request: () => ({ url: '/api/payments/mobile-money/simulator/KORAINCONNU', payload: { action: 'validate' } }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/payments/mobile-money/return/{sessionId}',
    owner: listener,
    request: () => ({ url: '/api/payments/mobile-money/return/ps_inconnu', payload: { transaction_id: 'KORA0000' } }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/subscription/webhook',
    owner: listener,
    request: () => ({ url: '/api/subscription/webhook', payload: { type: 'invoice.paid' } }),
    expect: PUBLIC,
  },
  // Subscriptions
  {
    operation: 'POST /api/subscription/create-checkout-session',
    owner: listener,
    request: () => ({
      url: '/api/subscription/create-checkout-session',
      payload: { plan: 'starter', successUrl: 'http://localhost:3000/ok', cancelUrl: 'http://localhost:3000/ko' },
    }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/subscription/create-portal-session',
    owner: artist,
    request: () => ({
      url: '/api/subscription/create-portal-session',
      payload: { returnUrl: 'http://localhost:3000/compte' },
    }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/subscription/cancel',
    owner: podcaster,
    request: () => ({ url: '/api/subscription/cancel' }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/subscription/reactivate',
    owner: podcaster,
    request: () => ({ url: '/api/subscription/reactivate' }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/subscription/change-plan',
    owner: podcaster,
    request: () => ({ url: '/api/subscription/change-plan', payload: { plan: 'starter' } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/subscription/portal',
    owner: listener,
    request: () => ({ url: '/api/subscription/portal?token=forged.portal.token', payload: { action: 'cancel' } }),
    expect: { anonymous: '403/404' },
  },
  // Social sign-in
  {
    operation: 'POST /api/auth/{provider}/callback',
    owner: listener,
    request: () => ({ url: '/api/auth/google/callback', payload: { code: 'code', state: 'state' } }),
    expect: PUBLIC,
  },
  {
    operation: 'POST /api/auth/{provider}/link',
    owner: listener,
    request: () => ({ url: '/api/auth/google/link', payload: { code: 'code', state: 'state' } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'DELETE /api/auth/{provider}/unlink',
    owner: listener,
    request: () => ({ url: '/api/auth/google/unlink' }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  // Purchases and wallet
  {
    operation: 'POST /api/create-stripe-session',
    owner: listener,
    request: (fx) => ({ url: '/api/create-stripe-session', payload: { trackId: fx.releaseToEdit } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/create-album-stripe-session',
    owner: listener,
    request: (fx) => ({ url: '/api/create-album-stripe-session', payload: { albumId: fx.releaseToDelete } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/user/track-downloaded',
    owner: listener,
    request: () => ({ url: '/api/user/track-downloaded', payload: { trackId: 1 } }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/user/track/{id}/sync-download-status',
    owner: listener,
    request: () => ({ url: '/api/user/track/1/sync-download-status', payload: {} }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/user/track/{id}/force-reset-download',
    owner: listener,
    request: () => ({ url: '/api/user/track/1/force-reset-download', payload: {} }),
    expect: { anonymous: '401', owner: 'allowed' },
  },
  {
    operation: 'POST /api/user/wallet/top-up',
    owner: listener,
    request: () => ({ url: '/api/user/wallet/top-up', payload: { amount: 10, currency: 'EUR' } }),
    expect: SIGNED_IN_ONLY,
  },
  {
    operation: 'POST /api/currency/format',
    owner: listener,
    request: () => ({ url: '/api/currency/format', payload: { amount: 1.99, currency: 'EUR' } }),
    expect: { anonymous: '2xx', owner: '2xx' },
  },
  {
    operation: 'PUT /api/currency/preference',
    owner: listener,
    request: () => ({ url: '/api/currency/preference', payload: { currency: 'XOF' } }),
    expect: SIGNED_IN_ONLY,
  },
  // Release creator: artists on Premium
  {
    operation: 'POST /api/release-creator/create-single',
    owner: artist,
    other: listener,
    request: (fx) => ({
      url: '/api/release-creator/create-single',
      payload: { title: 'Nouveau single', audioFileUrl: fx.audioDataUrl },
    }),
    expect: { anonymous: '401', other: '403', owner: '2xx', wrongPlan: '403' },
    wrongPlan: { plan: 'free', restore: 'premium' },
  },
  {
    operation: 'POST /api/release-creator/create-album',
    owner: artist,
    other: listener,
    request: (fx) => ({
      url: '/api/release-creator/create-album',
      payload: { title: 'Nouvel album', tracks: [{ title: 'Un', audioFileUrl: fx.audioDataUrl }] },
    }),
    expect: { anonymous: '401', other: '403', owner: '2xx', wrongPlan: '403' },
    wrongPlan: { plan: 'free', restore: 'premium' },
  },
  {
    operation: 'POST /api/release-creator/create-video',
    owner: artist,
    other: listener,
    request: () => ({
      url: '/api/release-creator/create-video',
      payload: { title: 'Nouveau clip', videoFileUrl: 'data:video/mp4;base64,AAAA' },
    }),
    expect: { anonymous: '401', other: '403', owner: 'allowed', wrongPlan: '403' },
    wrongPlan: { plan: 'free', restore: 'premium' },
  },
  {
    operation: 'PUT /api/release-creator/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/release-creator/${fx.releaseToEdit}`, payload: { description: 'Réédition.' } }),
    expect: OWNED,
  },
  {
    operation: 'DELETE /api/release-creator/{id}',
    owner: artist,
    request: (fx) => ({ url: `/api/release-creator/${fx.releaseToDelete}` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/podcast-creator/become-creator',
    owner: listener,
    request: () => ({ url: '/api/podcast-creator/become-creator' }),
    expect: { anonymous: '401', wrongPlan: '403' },
    wrongPlan: { plan: 'starter', restore: 'free' },
  },
  // Podcast creator: podcasters
  {
    operation: 'POST /api/podcast-creator/create-podcast',
    owner: podcaster,
    other: listener,
    request: () => ({ url: '/api/podcast-creator/create-podcast', payload: { title: 'Nouvelle émission' } }),
    expect: { anonymous: '401', other: '403', owner: '2xx' },
  },
  {
    operation: 'PUT /api/podcast-creator/manage/{id}',
    owner: podcaster,
    request: (fx) => ({ url: `/api/podcast-creator/manage/${fx.podcast}`, payload: { title: 'Les Ondes du Soir' } }),
    expect: OWNED,
  },
  {
    operation: 'DELETE /api/podcast-creator/manage/{id}',
    owner: podcaster,
    request: (fx) => ({ url: `/api/podcast-creator/manage/${fx.podcastToDelete}` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/podcast-creator/publish-podcast/{id}',
    owner: podcaster,
    request: (fx) => ({ url: `/api/podcast-creator/publish-podcast/${fx.podcast}` }),
    expect: OWNED,
  },
  {
    operation: 'POST /api/podcast-creator/create-episode',
    owner: podcaster,
    request: (fx) => ({
      url: '/api/podcast-creator/create-episode',
      payload: { title: 'Nouvel épisode', podcastId: fx.podcast, audioFile: fx.audioDataUrl },
    }),
    expect: { ...OWNED, other: 'refused' },
  },
  {
    operation: 'POST /api/podcast-creator/publish-episode/{id}',
    owner: podcaster,
    request: (fx) => ({ url: `/api/podcast-creator/publish-episode/${fx.draftEpisode}` }),
    expect: OWNED,
  },
];
