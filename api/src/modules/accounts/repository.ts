import type { PlanName, Role } from '@kora/shared/contracts';
import { nextTokenVersion } from '../../auth/token-version';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { ArtistRow, UserRow } from '../../db/tables';
import { effectivePlan } from '../subscriptions/plan-rules';
import { artistSlug } from '@kora/shared/format';
import { ArtistNames, whenNameTaken } from '../catalogue/artist-names';
import { nameKey } from '../catalogue/name-key';

export function parseRoles(stored: string): Role[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed.filter((r) => typeof r === 'string') as Role[]) : ['ROLE_USER'];
  } catch {
    return ['ROLE_USER'];
  }
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string | null;
  roles?: Role[];
}

/** Users, their artist rows and plans. */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** By username or email, case-insensitively. */
  findByLogin(login: string): Promise<UserRow | undefined> {
    const value = login.trim().toLowerCase();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', value), eb(eb.fn('lower', ['email']), '=', value)]))
      .orderBy('id')
      .executeTakeFirst();
  }

  async usernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()));
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async create(account: NewAccount): Promise<UserRow> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: account.username,
          name_key: nameKey(account.username),
          email: account.email,
          password_hash: account.passwordHash,
          roles: JSON.stringify(account.roles ?? ['ROLE_USER']),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('subscriptions')
        .values({
          user_id: user.id,
          plan: 'free',
          status: 'active',
          current_period_start: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return user;
    });
  }

  async update(
    id: number,
    changes: Partial<Pick<UserRow, 'username' | 'email' | 'firstname' | 'lastname' | 'image' | 'roles'>>,
  ): Promise<void> {
    const renamed = changes.username !== undefined ? { name_key: nameKey(changes.username) } : {};
    await this.db
      .updateTable('users')
      .set({ ...changes, ...renamed, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Sets a new password hash and ends every session issued so far; returns the new token version. */
  async changePassword(id: number, passwordHash: string): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, token_version: nextTokenVersion, updated_at: nowIso() })
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    return Number(row.token_version);
  }

  findArtistOfUser(userId: number): Promise<ArtistRow | undefined> {
    return this.db.selectFrom('artists').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async planOf(userId: number): Promise<PlanName> {
    const row = await this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return effectivePlan(row);
  }

  /** A slug no other artist uses: the name's slug, then -2, -3… */
  async freeArtistSlug(name: string): Promise<string> {
    const base = artistSlug(name) || 'artiste';
    const taken = new Set(
      (
        await this.db
          .selectFrom('artists')
          .select('slug')
          .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
          .execute()
      ).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base}-${n}`;
  }

  async createArtist(userId: number, name: string, roles: Role[]): Promise<ArtistRow> {
    const now = nowIso();
    const claimed = await new ArtistNames(this.db).claim(name);
    const slug = await this.freeArtistSlug(name);
    return this.db.transaction().execute(async (trx) => {
      const artist = await whenNameTaken(() =>
        trx
          .insertInto('artists')
          .values({ user_id: userId, ...claimed, slug, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      await trx
        .updateTable('users')
        .set({ roles: JSON.stringify(roles), updated_at: now })
        .where('id', '=', userId)
        .execute();
      return artist;
    });
  }

  async updateArtist(
    id: number,
    changes: Partial<Pick<ArtistRow, 'name' | 'slug' | 'bio' | 'real_name' | 'long_bio' | 'image'>>,
  ): Promise<ArtistRow> {
    const renamed = changes.name !== undefined ? await new ArtistNames(this.db).claim(changes.name, id) : {};
    return whenNameTaken(() =>
      this.db
        .updateTable('artists')
        .set({ ...changes, ...renamed, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
}
