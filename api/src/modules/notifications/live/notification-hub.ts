import { NOTIFICATION_STREAM_EVENTS } from '@kora/shared/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { TokenService } from '../../../auth/tokens';
import type { Db } from '../../../db/connection';
import { NotificationsRepository } from '../notifications-repository';
import { presentNotification } from '../present-notification';
import type { ChangeFeed } from './change-feed';
import { EventStream } from './event-stream';
import { StreamLeases } from './stream-leases';

/** The reconnection wait a stream suggests to its reader. */
export const RETRY_MS = 5_000;
/** Notifications sent per query when a stream catches up. */
const PAGE = 50;

interface LiveStream {
  userId: number;
  token: string;
  lease: string;
  events: EventStream;
  /** The newest notification sent: the `id` of every event, and where a catch-up starts. */
  lastId: number;
  lastUnread: number | null;
  sending: boolean;
  again: boolean;
}

export interface StreamRequest {
  userId: number;
  token: string;
  reply: FastifyReply;
  /** The id of the last event the reader received before it lost the stream. */
  lastEventId: number | null;
}

/**
 * The live notification streams open on this process. Whatever process changes a user's notifications,
 * the change feed wakes this user's streams here, and each sends what it has not sent yet (new
 * notifications, oldest first, then the unread count when it moved).
 */
export class NotificationHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private readonly notifications: NotificationsRepository;
  private readonly leases: StreamLeases;
  private feedStarted: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    db: Db,
    private readonly feed: ChangeFeed,
    private readonly tokens: TokenService,
    private readonly log: FastifyBaseLogger,
    /** How often a comment keeps proxies from closing a quiet stream, its lease is renewed and its token checked. */
    private readonly heartbeatMs: number,
  ) {
    this.notifications = new NotificationsRepository(db);
    this.leases = new StreamLeases(db, heartbeatMs);
  }

  /** When a user holding the most streams may find one free: a stream of a stopped process is gone by then. */
  get retryAfterMs(): number {
    return this.leases.leaseMs;
  }

  /** Opens a stream, or answers why not: the user holds too many, or the server is closing. */
  async open(request: StreamRequest): Promise<'opened' | 'too-many' | 'closing'> {
    if (this.closing) return 'closing';
    await this.startFeed();
    const lease = await this.leases.take(request.userId);
    if (!lease) return 'too-many';
    const lastId = request.lastEventId ?? (await this.notifications.newestId(request.userId));
    if (this.closing) {
      await this.leases.release([lease]);
      return 'closing';
    }
    const stream: LiveStream = {
      userId: request.userId,
      token: request.token,
      lease,
      events: EventStream.open(request.reply, RETRY_MS),
      lastId,
      lastUnread: null,
      sending: false,
      again: false,
    };
    const ofUser = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    ofUser.add(stream);
    this.streams.set(stream.userId, ofUser);
    stream.events.onClose(() => this.forget(stream));
    if (stream.events.closed) {
      this.forget(stream);
      return 'opened';
    }
    this.keepAlive();
    // Registered first, then caught up: whatever commits meanwhile is sent by one or the other.
    this.send(stream);
    return 'opened';
  }

  /** These users' notifications changed somewhere. */
  changed(userIds: number[] | 'everyone'): void {
    const users = userIds === 'everyone' ? [...this.streams.keys()] : userIds;
    for (const userId of users) for (const stream of this.streams.get(userId) ?? []) this.send(stream);
  }

  /** Ends every stream (their readers come back to another process) and stops listening. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    const open = [...this.streams.values()].flatMap((set) => [...set]);
    this.streams.clear();
    for (const stream of open) stream.events.end();
    await this.leases.release(open.map((stream) => stream.lease)).catch(() => undefined);
    await this.feed.stop();
  }

  private startFeed(): Promise<void> {
    this.feedStarted ??= this.feed
      .start(
        () => [...this.streams.keys()],
        (userIds) => this.changed(userIds),
      )
      .catch((err: unknown) => {
        this.feedStarted = null;
        throw err;
      });
    return this.feedStarted;
  }

  /** Sends what the stream lacks; a wake-up while sending makes it look again once done. */
  private send(stream: LiveStream): void {
    if (stream.sending) {
      stream.again = true;
      return;
    }
    stream.sending = true;
    this.catchUp(stream)
      .catch((err: unknown) => {
        this.log.error({ err, userId: stream.userId }, 'notification stream failed');
        stream.events.end();
      })
      .finally(() => {
        stream.sending = false;
      });
  }

  private async catchUp(stream: LiveStream): Promise<void> {
    do {
      stream.again = false;
      const fresh = await this.notifications.after(stream.userId, stream.lastId, PAGE);
      for (const row of fresh) {
        if (stream.events.closed) return;
        stream.events.send(NOTIFICATION_STREAM_EVENTS.created, row.id, presentNotification(row));
        stream.lastId = row.id;
      }
      if (fresh.length === PAGE) stream.again = true;
      const unread = await this.notifications.unread(stream.userId);
      if (unread !== stream.lastUnread && !stream.events.closed) {
        stream.events.send(NOTIFICATION_STREAM_EVENTS.unread, stream.lastId, { unread });
        stream.lastUnread = unread;
      }
    } while (stream.again && !stream.events.closed);
  }

  private forget(stream: LiveStream): void {
    const ofUser = this.streams.get(stream.userId);
    if (!ofUser?.delete(stream)) return;
    if (ofUser.size === 0) this.streams.delete(stream.userId);
    this.leases.release([stream.lease]).catch(() => undefined);
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private keepAlive(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      this.beat().catch((err: unknown) => this.log.error({ err }, 'notification streams heartbeat failed'));
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** The comment that keeps each stream open, the leases renewed; a stream whose session ended closes. */
  private async beat(): Promise<void> {
    const open = [...this.streams.values()].flatMap((set) => [...set]);
    for (const stream of open) {
      if (!(await this.tokens.authenticate(stream.token))) {
        stream.events.end();
        continue;
      }
      stream.events.comment('heartbeat');
    }
    await this.leases.refresh(open.filter((stream) => !stream.events.closed).map((stream) => stream.lease));
  }
}
