import type { Endpoint } from './endpoint';
import * as accounts from './accounts';
import * as ads from './ads';
import * as catalogue from './catalogue';
import * as creator from './creator';
import * as currency from './currency';
import * as events from './events';
import * as health from './health';
import * as library from './library';
import * as notifications from './notifications';
import * as oauth from './oauth';
import * as offline from './offline';
import * as payments from './payments';
import * as podcastCreator from './podcast-creator';
import * as purchases from './purchases';
import * as search from './search';
import * as store from './store';
import * as subscriptions from './subscriptions';
import * as support from './support';
import * as tickets from './tickets';
import * as uploads from './uploads';
import * as wallet from './wallet';

/** Every declared endpoint, by area, for those that go through them all: the API's checks, the audits. */
export const ENDPOINT_AREAS = {
  accounts,
  ads,
  catalogue,
  creator,
  currency,
  events,
  health,
  library,
  notifications,
  oauth,
  offline,
  payments,
  'podcast-creator': podcastCreator,
  purchases,
  search,
  store,
  subscriptions,
  support,
  tickets,
  uploads,
  wallet,
} as const;

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schema' in value;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap((area) =>
  Object.values(area).filter(isEndpoint),
);
