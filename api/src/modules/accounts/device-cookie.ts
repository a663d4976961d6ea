import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const DEVICE_COOKIE = 'kora_device';
/** How long a device stays known after its last sign-in. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one device remembers (a phone shared in a family), the latest sign-in first. */
const ACCOUNTS_PER_DEVICE = 5;

export interface DeviceAccount {
  id: number;
  token_version: number | string;
}

interface DeviceToken {
  userId: number;
  tokenVersion: number;
  issuedAt: number;
  device: string;
}

/**
 * Device cookies (OWASP, "Slow brute-force attacks"): after a successful sign-in the browser keeps a
 * signed token naming the account, so its later attempts on that account are counted against that
 * device rather than against an address it may share with thousands of others. A token is
 * `<user id>.<token version>.<issued at, s>.<device id>.<HMAC>`; a password change (a new token
 * version) ends the tokens issued before it. The key is derived from the JWT secret.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'kora device cookie', 32));
  }

  /** The device id the cookie holds for `account`, when a genuine, current token names it. */
  recognise(cookie: string | undefined, account: DeviceAccount): string | null {
    return this.tokensOf(cookie).find((token) => this.isFor(token, account))?.device ?? null;
  }

  /** The cookie's new value once `account` signed in on the device: its token first, freshly dated. */
  remember(cookie: string | undefined, account: DeviceAccount): string {
    const tokens = this.tokensOf(cookie).filter((token) => token.userId !== account.id);
    const device = this.recognise(cookie, account) ?? randomBytes(16).toString('base64url');
    const mine: DeviceToken = {
      userId: account.id,
      tokenVersion: Number(account.token_version),
      issuedAt: Math.floor(this.now() / 1000),
      device,
    };
    return [mine, ...tokens]
      .slice(0, ACCOUNTS_PER_DEVICE)
      .map((token) => this.write(token))
      .join('~');
  }

  private isFor(token: DeviceToken, account: DeviceAccount): boolean {
    return (
      token.userId === account.id &&
      token.tokenVersion === Number(account.token_version) &&
      token.issuedAt + DEVICE_MAX_AGE_SECONDS > this.now() / 1000
    );
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  private write(token: DeviceToken): string {
    const payload = `${token.userId}.${token.tokenVersion}.${token.issuedAt}.${token.device}`;
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The genuine tokens of a cookie value; anything altered or malformed is left out. */
  private tokensOf(cookie: string | undefined): DeviceToken[] {
    if (!cookie) return [];
    return cookie
      .split('~')
      .slice(0, ACCOUNTS_PER_DEVICE)
      .flatMap((raw) => {
        const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([\w-]{1,64})\.([\w-]{43})$/.exec(raw);
        if (!match) return [];
        const [, userId, tokenVersion, issuedAt, device, mac] = match;
        const expected = this.mac(`${userId}.${tokenVersion}.${issuedAt}.${device}`);
        const given = Buffer.from(mac, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
        return [{ userId: Number(userId), tokenVersion: Number(tokenVersion), issuedAt: Number(issuedAt), device }];
      });
  }
}

/** The device cookie a request carries, if any. */
export function deviceCookieOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The one route the browser sends the device cookie back to. */
const SIGN_IN_PATH = '/api/login_check';

/** Sets the device cookie (at sign-in and at registration), sent back only to the sign-in. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  const attributes = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${SIGN_IN_PATH}`,
    `Max-Age=${DEVICE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
