import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { schemaOf, type Db } from './connection';
import * as initialSchema from './migrations/0001-initial-schema';
import * as catalogueEpisodeVotes from './migrations/0002-catalogue-episode-votes';
import * as accountsAndBilling from './migrations/0003-accounts-and-billing';
import * as purchases from './migrations/0004-purchases';
import * as walletsAndTickets from './migrations/0005-wallets-and-tickets';
import * as storeCheckout from './migrations/0006-store-checkout';
import * as creator from './migrations/0007-creator';
import * as signInSecurity from './migrations/0008-sign-in-security';
import * as planRenewals from './migrations/0009-plan-renewals';
import * as privateMasters from './migrations/0010-private-masters';
import * as contentIdentity from './migrations/0011-content-identity';
import * as search from './migrations/0012-search';
import * as notifications from './migrations/0013-notifications';
import * as genreKeys from './migrations/0016-genre-keys';
import * as addressStanding from './migrations/0017-address-standing';
import * as downloadLeases from './migrations/0018-download-leases';
import * as library from './migrations/0019-library';
import * as mobileMoney from './migrations/0020-mobile-money';
import * as oneWallet from './migrations/0021-one-wallet';
import * as prepaidPlans from './migrations/0022-prepaid-plans';
import * as support from './migrations/0023-support';
import * as ads from './migrations/0024-ads';
import * as supportAttachments from './migrations/0025-support-attachments';
import * as offlineListens from './migrations/0026-offline-listens';

/** Migrations in order; names never change once released. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-catalogue-episode-votes': catalogueEpisodeVotes,
  '0003-accounts-and-billing': accountsAndBilling,
  '0004-purchases': purchases,
  '0005-wallets-and-tickets': walletsAndTickets,
  '0006-store-checkout': storeCheckout,
  '0007-creator': creator,
  '0008-sign-in-security': signInSecurity,
  '0009-plan-renewals': planRenewals,
  '0010-private-masters': privateMasters,
  '0011-content-identity': contentIdentity,
  '0012-search': search,
  '0013-notifications': notifications,
  '0016-genre-keys': genreKeys,
  '0017-address-standing': addressStanding,
  '0018-download-leases': downloadLeases,
  '0019-library': library,
  '0020-mobile-money': mobileMoney,
  '0021-one-wallet': oneWallet,
  '0022-prepaid-plans': prepaidPlans,
  '0023-support': support,
  '0024-ads': ads,
  '0025-support-attachments': supportAttachments,
  '0026-offline-listens': offlineListens,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** A migrator whose bookkeeping tables live in the connection's own schema (PostgreSQL). */
export function migratorFor(db: Db): Migrator {
  const schema = schemaOf(db);
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
