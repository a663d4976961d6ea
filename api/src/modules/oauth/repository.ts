import type { OAuthProvider } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';

export interface LinkedAccountRow {
  id: number;
  user_id: number;
  provider: OAuthProvider;
  provider_user_id: string;
  email: string | null;
  created_at: string;
}

/** Provider accounts linked to our users. */
export class OAuthAccountsRepository {
  constructor(private readonly db: Db) {}

  find(provider: OAuthProvider, providerUserId: string): Promise<LinkedAccountRow | undefined> {
    return this.db
      .selectFrom('oauth_accounts')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_user_id', '=', providerUserId)
      .executeTakeFirst();
  }

  ofUser(userId: number): Promise<LinkedAccountRow[]> {
    return this.db
      .selectFrom('oauth_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async link(userId: number, provider: OAuthProvider, providerUserId: string, email: string | null): Promise<void> {
    await this.db
      .insertInto('oauth_accounts')
      .values({ user_id: userId, provider, provider_user_id: providerUserId, email, created_at: nowIso() })
      .execute();
  }

  async unlink(userId: number, provider: OAuthProvider): Promise<number> {
    const result = await this.db
      .deleteFrom('oauth_accounts')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
