import type { Endpoint } from './endpoint';
import * as catalogue from './catalogue';

/** Every declared endpoint, for those that go through them all: the API's registration check, the audits. */
export const ENDPOINT_AREAS = { catalogue } as const;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
