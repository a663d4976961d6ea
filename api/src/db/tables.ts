import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  FavouriteKind,
  NotificationKind,
  PaymentMethod,
  PaymentProviderName,
  PlaylistItemKind,
  PlanName,
  SearchType,
  SupportAttachmentType,
  SupportCategory,
  SupportStatus,
} from '@kora/shared/contracts';

/**
 * The database, table by table. Portable types only: dates are ISO-8601 UTC text, flags are 0/1
 * integers, money is an integer in the currency's minor unit beside its ISO currency code,
 * media columns hold paths relative to the uploads folder (e.g. "images/covers/x.png").
 */
type Id = Generated<number>;
/** ISO-8601 UTC text, e.g. 2025-03-01T20:00:00.000Z */
type Timestamp = string;
type Flag = ColumnType<number, number | undefined, number>;
type Counter = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  password_hash: string | null;
  firstname: string | null;
  lastname: string | null;
  image: string | null;
  /** JSON array, e.g. ["ROLE_USER","ROLE_ARTIST"] */
  roles: string;
  preferred_currency: ColumnType<string, string | undefined, string>;
  /** Goes up when the password changes; tokens carrying an older version are refused. */
  token_version: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** nameKey(username) (migration 0011): a visitor may not sign with a name of the same key. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArtistsTable {
  id: Id;
  user_id: number | null;
  name: string;
  slug: string;
  real_name: string | null;
  bio: string | null;
  long_bio: string | null;
  image: string | null;
  followers: Counter;
  popularity: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** nameKey(name), unique (migration 0011): no two artists go by the same name. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReleasesTable {
  id: Id;
  artist_id: number;
  title: string;
  type: 'single' | 'album' | 'ep' | 'video' | 'podcast';
  genre: string | null;
  status: 'draft' | 'published';
  release_date: Timestamp;
  cover: string | null;
  price_minor: number;
  currency: string;
  about_title: string | null;
  about_content1: string | null;
  about_content2: string | null;
  likes: Counter;
  plays_count: Counter;
  video_clip_id: number | null;
  episode_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** What its artist wrote in the creation form, also the release page's "about" text (migration 0007). */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  /** The creation form's genre (CREATOR_GENRES); `genre` holds the catalogue's name for it. */
  creator_genre: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TracksTable {
  id: Id;
  release_id: number;
  position: number;
  title: string;
  duration_seconds: number;
  audio_file: string | null;
  price_minor: number;
  currency: string;
  plays_count: Counter;
  created_at: Timestamp;
}

export interface VideoClipsTable {
  id: Id;
  artist_id: number;
  title: string;
  description: string | null;
  video_file: string | null;
  thumbnail: string | null;
  duration_seconds: number;
  quality: '720p' | '1080p' | '4k';
  likes: Counter;
  plays_count: Counter;
  release_date: Timestamp;
  created_at: Timestamp;
}

/** One play of a track (migration 0007): the dashboard's plays per day. */
export interface ListensTable {
  id: Id;
  track_id: number;
  release_id: number;
  /** The listener when signed in. */
  user_id: number | null;
  /** When it was played (offline listens arrive later). */
  created_at: Timestamp;
  /** The id the device gave a listen made offline (migration 0026): each is counted once. */
  client_id: string | null;
}

export interface PurchasesTable {
  id: Id;
  user_id: number;
  track_id: number | null;
  release_id: number | null;
  payment_session_id: number | null;
  amount_minor: number;
  currency: string;
  status: 'paid' | 'refunded';
  created_at: Timestamp;
}

export interface DownloadsTable {
  id: Id;
  user_id: number;
  track_id: number;
  purchase_id: number | null;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Id;
  user_id: number | null;
  author_name: string | null;
  content: string;
  parent_id: number | null;
  release_id: number | null;
  article_id: number | null;
  episode_id: number | null;
  created_at: Timestamp;
  /** When the owner of what it comments on hid it (migration 0011); hidden comments leave public threads. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PodcastsTable {
  id: Id;
  creator_id: number;
  title: string;
  description: string | null;
  cover_image: string | null;
  status: 'draft' | 'published' | 'live';
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
}

export interface EpisodesTable {
  id: Id;
  podcast_id: number;
  title: string;
  description: string | null;
  audio_file: string | null;
  cover_image: string | null;
  duration_seconds: number;
  viewers: Counter;
  status: 'draft' | 'published' | 'live';
  host_name: string | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
}

export interface EpisodeRatingsTable {
  id: Id;
  episode_id: number;
  user_id: number | null;
  rating: number;
  /** "user:<id>" or "address:<keyed hash>" (migration 0002); null for seeded votes. */
  voter_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ArticlesTable {
  id: Id;
  author_id: number | null;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  content: string;
  image: string | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
}

export interface EventsTable {
  id: Id;
  organizer_id: number;
  artist_id: number | null;
  title: string;
  description: string | null;
  type: string;
  status: 'draft' | 'published' | 'cancelled';
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  venue_name: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  is_free: Flag;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TicketTypesTable {
  id: Id;
  event_id: number;
  name: string;
  description: string | null;
  price_minor: number;
  currency: string;
  quantity: number;
  sold_count: Counter;
  position: number;
  vip: Flag;
}

export interface TicketsTable {
  id: Id;
  ticket_type_id: number;
  event_id: number;
  user_id: number;
  code: string;
  status: 'valid' | 'used' | 'transferred' | 'cancelled';
  price_minor: number;
  currency: string;
  purchased_at: Timestamp;
  validated_at: Timestamp | null;
  transferred_at: Timestamp | null;
}

export interface ProductsTable {
  id: Id;
  name: string;
  slug: string;
  description: string | null;
  category: string | null;
  price_minor: number;
  currency: string;
  stock: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The artist whose merch it is (genre and artist filters), or null for Kora's own (migration 0006). */
  artist_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Picked by the store: first in the 'featured' order. */
  featured: Flag;
  /** Units sold by paid orders: the 'popular' order. */
  sold_count: Counter;
}

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  path: string;
  position: number;
}

export interface OrdersTable {
  id: Id;
  user_id: number;
  customer_name: string;
  customer_email: string;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  payment_session_id: number | null;
  payment_intent_id: string | null;
  created_at: Timestamp;
  /** Before discounts (migration 0006); null on older orders. */
  subtotal_minor: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON array of the discounts taken off, as the buyer read them. */
  discounts: ColumnType<string | null, string | null | undefined, string | null>;
  promo_code_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the reserved stock of a pending order returns to the store. */
  expires_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  paid_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Why an order was refunded after payment. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderLinesTable {
  id: Id;
  order_id: number;
  product_id: number;
  quantity: number;
  unit_price_minor: number;
  currency: string;
}

/** A promo code: percent or fixed amount off, between two dates, for a number of uses (migration 0006). */
export interface PromoCodesTable {
  id: Id;
  /** Unique whatever its case. */
  code: string;
  percent_off: number | null;
  amount_off_minor: number | null;
  currency: ColumnType<string, string | undefined, string>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  used_count: Counter;
  created_at: Timestamp;
}

/** A user used a code (once per user and code). */
export interface PromoRedemptionsTable {
  id: Id;
  promo_code_id: number;
  user_id: number;
  order_id: number | null;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  plan: 'free' | 'starter' | 'premium';
  status: 'active' | 'canceled' | 'past_due' | 'incomplete';
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Flag;
  provider: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** A downgrade: the plan in force from current_period_end. */
  scheduled_plan: 'starter' | 'premium' | null;
  /** Set by the one API process renewing or ending the subscription at its period's end. */
  renewal_claimed_until: Timestamp | null;
  /** How the period was paid (migration 0022): 'mobile_money' is a prepaid month, never renewed by itself. */
  payment_method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentSessionsTable {
  id: Id;
  /** Opaque identifier given to clients (checkout URLs, status checks). */
  public_id: string;
  user_id: number | null;
  /** The card provider (local test checkout, Stripe) or the mobile-money one (CinetPay, the simulator). */
  provider: PaymentProviderName;
  purpose: 'track' | 'album' | 'subscription' | 'order' | 'ticket' | 'wallet';
  status: 'open' | 'paid' | 'expired' | 'canceled' | 'failed';
  /** What is charged: for mobile money, in FCFA (XOF). */
  amount_minor: number;
  currency: string;
  /** 'card' or 'mobile_money' (migration 0020; every older session is a card's). */
  method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>;
  /** The price a mobile-money charge converts (199 EUR for 1 306 XOF); null for cards. */
  listed_amount_minor: ColumnType<number | null, number | null | undefined, number | null>;
  listed_currency: ColumnType<string | null, string | null | undefined, string | null>;
  /** As the mobile-money provider reported them: the operator, the number masked, the FCFA paid. */
  mobile_operator: ColumnType<string | null, string | null | undefined, string | null>;
  mobile_phone_masked: ColumnType<string | null, string | null | undefined, string | null>;
  mobile_amount_xof: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON with what is being paid for, e.g. {"trackId":3} */
  subject: string;
  idempotency_key: string | null;
  provider_session_id: string | null;
  checkout_url: string | null;
  success_url: string | null;
  cancel_url: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

/** A payment of the API's own mobile-money simulator (payments/mobile-money/simulator.ts). */
export interface MobileMoneySimulatorTransactionsTable {
  transaction_id: string;
  /** Our payment session's public id (ps_…). */
  payment_session_id: string;
  amount_xof: number;
  /** The price as listed, when not in FCFA. */
  price_minor: number | null;
  price_currency: string | null;
  description: string;
  notify_url: string;
  return_url: string;
  status: 'created' | 'waiting' | 'accepted' | 'refused' | 'expired';
  operator: string | null;
  /** E.164, a test number typed on the simulator's page. */
  phone: string | null;
  refusal: 'declined' | 'rejected' | 'cancelled' | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Id;
  user_id: number;
  /** SHA-256 of the token mailed to the user; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface InvoicesTable {
  id: Id;
  user_id: number;
  payment_session_id: number | null;
  provider_invoice_id: string | null;
  plan: 'free' | 'starter' | 'premium';
  description: string;
  amount_minor: number;
  currency: string;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  issued_at: Timestamp;
}

/** One balance per user and currency, never below zero. */
/** One row per user since migration 0021: the wallet's one currency and balance. */
export interface WalletsTable {
  user_id: number;
  currency: string;
  balance_minor: Counter;
}

export interface WalletMovementsTable {
  id: Id;
  user_id: number;
  /** Signed: credits positive, spending negative. */
  amount_minor: number;
  currency: string;
  reason: string;
  reference: string | null;
  /** The price or credit a movement converts, in its own currency (migration 0021); null when not converted. */
  listed_amount_minor: ColumnType<number | null, number | null | undefined, number | null>;
  listed_currency: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface PartnersTable {
  id: Id;
  name: string;
  image: string | null;
  url: string | null;
  position: number;
}

export interface BannersTable {
  id: Id;
  title: string;
  text: string | null;
  image: string | null;
  button_text1: string | null;
  button_link1: string | null;
  button_text2: string | null;
  button_link2: string | null;
  video_url: string | null;
  position: number;
  active: Flag;
}

export interface OAuthAccountsTable {
  id: Id;
  user_id: number;
  provider: 'google' | 'facebook' | 'twitter';
  provider_user_id: string;
  email: string | null;
  created_at: Timestamp;
}

export interface UploadsTable {
  id: Id;
  user_id: number | null;
  kind: 'image' | 'audio' | 'video' | 'episode';
  path: string;
  original_name: string | null;
  mime_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

/** One sign-in attempt, written before its password is checked; a success clears its account's rows. */
export interface SignInAttemptsTable {
  id: Id;
  /** "account:<user id>", or "login:<lowercased login>" when no account has that login. */
  account_key: string;
  address: string;
  created_at: Timestamp;
}

/** A row per client address, locked while one of its sign-in attempts is counted. */
export interface SignInAddressesTable {
  address: string;
  last_attempt_at: Timestamp;
}

/** A route rate limit's count for one caller in the current window. */
export interface RateLimitHitsTable {
  /** "<method> <route>|<caller>" */
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** The private master behind a public listening copy (stream_path, under /uploads; master_path, under the masters folder). */
export interface AudioMastersTable {
  stream_path: string;
  master_path: string;
  created_at: Timestamp;
}

/** A download under way: it holds one download right until it expires or every byte was delivered. */
export interface DownloadTransfersTable {
  id: Id;
  user_id: number;
  track_id: number;
  format: string;
  size_bytes: number;
  /** 1 when completing it spends a paid download (0: unlimited plan). */
  uses_purchase: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

/** Bytes [start_byte, end_byte) of a transfer's file that were sent. */
export interface DownloadPiecesTable {
  id: Id;
  transfer_id: number;
  start_byte: number;
  end_byte: number;
}

/** One upload request of a user: counted for the upload rate; its bytes held against the quota until settled. */
export interface UploadAttemptsTable {
  id: Id;
  user_id: number;
  reserved_bytes: number;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/**
 * One thing search finds (migration 0012): written only by the triggers that follow its source rows;
 * the *_terms columns and title_key hold folded text (see modules/search/index-schema).
 */
export interface SearchDocumentsTable {
  id: Id;
  type: SearchType;
  item_id: number;
  title: string;
  subtitle: string | null;
  title_terms: string;
  related_terms: string | null;
  body_terms: string | null;
  popularity: Counter;
  /** A stored media path. */
  image: string | null;
  /** Tracks: their release. */
  release_id: number | null;
  /** Events: when they start. */
  starts_at: Timestamp | null;
  title_key: string;
}

/** What happened to a user (migration 0013): its kind and, as JSON, the details its texts need. */
export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: NotificationKind;
  /** JSON object of strings. */
  params: string;
  /** A path of the site. */
  link: string;
  /** What caused it, when that may be reported twice: one notification per user and key. */
  cause_key: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A live notification stream open on some API process, refreshed while it lives. */
export interface NotificationStreamsTable {
  id: string;
  user_id: number;
  opened_at: Timestamp;
  seen_at: Timestamp;
}

/** A user's playlist (migration 0019). */
export interface PlaylistsTable {
  id: Id;
  user_id: number;
  name: string;
  description: string | null;
  public: Flag;
  /** Goes up with every change of the playlist or its items: the snapshot id, as text. */
  version: Counter;
  item_count: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One item of a playlist, at positions 0…item_count-1. */
export interface PlaylistItemsTable {
  playlist_id: number;
  position: number;
  kind: PlaylistItemKind;
  /** A track's or an episode's id (no foreign key: a deleted one stays, unavailable). */
  item_id: number;
  /** Its title when added: shown once the track or episode is gone. */
  title: string;
  added_at: Timestamp;
}

/** One of a user's favourites (migration 0019): a follow is kind `artists`, a like kind `tracks`. */
export interface FavouritesTable {
  user_id: number;
  kind: FavouriteKind;
  item_id: number;
  /** Its title when kept: shown once the item is gone. */
  title: string;
  created_at: Timestamp;
}

/** A member's support request, or a visitor's contact message (migration 0023). */
export interface SupportRequestsTable {
  id: Id;
  /** null: a visitor's contact message. */
  user_id: number | null;
  requester_name: string;
  requester_email: string;
  subject: string;
  category: SupportCategory;
  /** Plain text, as typed. */
  message: string;
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>;
  /** The requester's plan when it was opened; null for a visitor. */
  plan: PlanName | null;
  /** The answer time that plan promised: 24 or 72. */
  promise_hours: number;
  answer_by: Timestamp;
  /** The support team's first reply. */
  answered_at: Timestamp | null;
  assignee_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reply in a support request's thread, by its requester or the support team. */
export interface SupportRepliesTable {
  id: Id;
  request_id: number;
  author_id: number | null;
  author_name: string;
  staff: Flag;
  message: string;
  created_at: Timestamp;
}

/** A support request's one attachment (migration 0025), kept in the private folder. */
export interface SupportAttachmentsTable {
  request_id: number;
  /** Relative to the private folder, e.g. "support/0b6f….png". */
  file: string;
  /** The name as sent, made safe to save. */
  name: string;
  /** Found from the content: image/jpeg, image/png, image/webp or application/pdf. */
  mime_type: SupportAttachmentType;
  size_bytes: number;
  created_at: Timestamp;
}

/** An audio spot campaign (migration 0024). */
export interface AdCampaignsTable {
  id: Id;
  title: string;
  /** A stored media path, or an address elsewhere. */
  audio: string;
  duration_seconds: number;
  image: string | null;
  /** A path of the site, or an address elsewhere. */
  link: string;
  /** Comma-separated AD_LANGUAGES, e.g. "fr,en". */
  languages: string;
  /** UTC days, YYYY-MM-DD, both included. */
  starts_on: string;
  ends_on: string;
  weight: number;
  /** Servings per listener per day at most. */
  daily_cap: number;
  created_at: Timestamp;
}

/** What a listener ("user:12" or "device:<hash>") heard since their last spot. */
export interface AdListenersTable {
  listener: string;
  tracks_since_spot: Counter;
  /** Seconds listened to the tracks before the current one. */
  listened_seconds: Counter;
  /** When the current track started, epoch seconds (bigint: PostgreSQL may answer it as text). */
  track_started_at: ColumnType<number | string, number, number>;
  /** The current track's length in seconds (0 once a spot was served). */
  track_seconds: Counter;
  /** Goes up with every spot served: the claim that makes a due spot served once. */
  spots_served: Counter;
  updated_at: Timestamp;
}

/** One spot served to a listener; its random id comes back with the impression and the click. */
export interface AdServingsTable {
  id: string;
  campaign_id: number;
  listener: string;
  /** The UTC day served, YYYY-MM-DD. */
  day: string;
  served_at: Timestamp;
  /** When the player reported it heard to the end (the impression). */
  heard_at: Timestamp | null;
  clicked_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  artists: ArtistsTable;
  releases: ReleasesTable;
  tracks: TracksTable;
  video_clips: VideoClipsTable;
  listens: ListensTable;
  purchases: PurchasesTable;
  downloads: DownloadsTable;
  audio_masters: AudioMastersTable;
  download_transfers: DownloadTransfersTable;
  download_pieces: DownloadPiecesTable;
  upload_attempts: UploadAttemptsTable;
  comments: CommentsTable;
  podcasts: PodcastsTable;
  episodes: EpisodesTable;
  episode_ratings: EpisodeRatingsTable;
  articles: ArticlesTable;
  events: EventsTable;
  ticket_types: TicketTypesTable;
  tickets: TicketsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  subscriptions: SubscriptionsTable;
  payment_sessions: PaymentSessionsTable;
  mobile_money_simulator_transactions: MobileMoneySimulatorTransactionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  invoices: InvoicesTable;
  wallets: WalletsTable;
  wallet_movements: WalletMovementsTable;
  partners: PartnersTable;
  banners: BannersTable;
  oauth_accounts: OAuthAccountsTable;
  uploads: UploadsTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_addresses: SignInAddressesTable;
  rate_limit_hits: RateLimitHitsTable;
  search_documents: SearchDocumentsTable;
  notifications: NotificationsTable;
  notification_streams: NotificationStreamsTable;
  playlists: PlaylistsTable;
  playlist_items: PlaylistItemsTable;
  favourites: FavouritesTable;
  support_requests: SupportRequestsTable;
  support_replies: SupportRepliesTable;
  support_attachments: SupportAttachmentsTable;
  ad_campaigns: AdCampaignsTable;
  ad_listeners: AdListenersTable;
  ad_servings: AdServingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ArtistRow = Selectable<ArtistsTable>;
export type ReleaseRow = Selectable<ReleasesTable>;
export type TrackRow = Selectable<TracksTable>;
export type VideoClipRow = Selectable<VideoClipsTable>;
export type PodcastRow = Selectable<PodcastsTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type EventRow = Selectable<EventsTable>;
export type TicketTypeRow = Selectable<TicketTypesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type BannerRow = Selectable<BannersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentSessionRow = Selectable<PaymentSessionsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PlaylistRow = Selectable<PlaylistsTable>;
export type FavouriteRow = Selectable<FavouritesTable>;
