import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { HttpError } from '../../http/errors';

const HOUR = 60 * 60 * 1000;
const MEGABYTE = 1024 * 1024;

export const TOO_MANY_UPLOADS = 'Trop de fichiers envoyés en une heure : réessayez un peu plus tard.';

export function quotaMessage(usedBytes: number, quotaBytes: number): string {
  const used = Math.ceil(usedBytes / MEGABYTE);
  const quota = Math.floor(quotaBytes / MEGABYTE);
  return `Espace de stockage insuffisant : vos fichiers occupent déjà ${used} Mo sur les ${quota} Mo autorisés. Supprimez-en ou envoyez un fichier plus petit.`;
}

export interface UploadLimits {
  quotaBytes: number;
  perHour: number;
}

/**
 * The per-user upload rate and storage quota, kept in the database so every API process counts the
 * same. An attempt is written before it is counted: two uploads racing for the last bytes both see
 * each other (at worst both are refused, never both let through).
 */
export class UploadAllowance {
  constructor(
    private readonly db: Db,
    private readonly limits: UploadLimits,
  ) {}

  /** Holds `bytes` against the user's quota until `settle` (the upload stored or refused). */
  async reserve(userId: number, bytes: number): Promise<{ settle(): Promise<void> }> {
    const now = Date.now();
    const since = new Date(now - HOUR).toISOString();
    const attempt = await this.db
      .insertInto('upload_attempts')
      .values({ user_id: userId, reserved_bytes: bytes, created_at: new Date(now).toISOString(), settled_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const drop = () => this.db.deleteFrom('upload_attempts').where('id', '=', attempt.id).execute();

    const [recent, held, stored] = await Promise.all([
      this.db
        .selectFrom('upload_attempts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('upload_attempts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reserved_bytes'), eb.lit(0)).as('bytes'))
        .where('user_id', '=', userId)
        .where('settled_at', 'is', null)
        .where('created_at', '>', since)
        .where('id', '!=', attempt.id)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('bytes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    if (Number(recent.count) > this.limits.perHour) {
      await drop();
      throw new HttpError(429, TOO_MANY_UPLOADS);
    }
    const used = Number(held.bytes) + Number(stored.bytes);
    if (used + bytes > this.limits.quotaBytes) {
      await drop();
      throw new HttpError(413, quotaMessage(used, this.limits.quotaBytes));
    }
    return {
      settle: async () => {
        await this.db
          .updateTable('upload_attempts')
          .set({ settled_at: nowIso() })
          .where('id', '=', attempt.id)
          .execute();
      },
    };
  }
}

/** The per-user upload rate and quota of this server's configuration. */
export function uploadAllowanceOf(app: FastifyInstance): UploadAllowance {
  return new UploadAllowance(app.db, { quotaBytes: app.config.uploadQuotaBytes, perHour: app.config.uploadsPerHour });
}
