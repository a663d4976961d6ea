import { createHash } from 'node:crypto';
import { AD_DEVICE_PATTERN, AD_LANGUAGES, type AdLanguage } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/optional-user';

/** Who hears a spot: an account, or a visitor's device. */
export interface Listener {
  /** "user:12", or "device:" and a hash of the device id (the id itself is never stored). */
  key: string;
  userId: number | null;
}

const DEVICE_ID = new RegExp(AD_DEVICE_PATTERN);

export const userListenerKey = (userId: number) => `user:${userId}`;

/** The key of a visitor's device from its `X-Kora-Device` header; null without a well-formed one. */
export function deviceListenerKey(header: unknown): string | null {
  if (typeof header !== 'string' || !DEVICE_ID.test(header)) return null;
  return `device:${createHash('sha256').update(header).digest('hex').slice(0, 40)}`;
}

/** The signed-in listener, else the visitor's device; null for a visitor who sent no device id. */
export async function listenerOf(app: FastifyInstance, request: FastifyRequest): Promise<Listener | null> {
  const user = await optionalUser(app, request);
  if (user) return { key: userListenerKey(user.id), userId: user.id };
  const device = deviceListenerKey(request.headers['x-kora-device']);
  return device ? { key: device, userId: null } : null;
}

const isAdLanguage = (language: string): language is AdLanguage =>
  (AD_LANGUAGES as readonly string[]).includes(language);

/** The listener's language: the most wanted of AD_LANGUAGES in `Accept-Language`, else French (the site's own). */
export function languageOf(acceptLanguage: string | undefined): AdLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((choice) => choice.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((choice) => choice.language).find(isAdLanguage) ?? 'fr';
}
