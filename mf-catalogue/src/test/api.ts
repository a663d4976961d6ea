import type { Query } from '@kora/shared/testing';

/*
 * Small helpers over the kernel's test kit (`@kora/shared/testing`) for the catalogue's tests.
 */

/** The entry `answerApi` records for a GET of `path` with that query (values as sent: strings). */
export const getCall = (path: string, query: Query = {}) => ({ method: 'GET', path, query, body: undefined });

/** The entry `answerApi` records for a POST of `path` with that body (none: `undefined`). */
export const postCall = (path: string, body?: unknown) => ({ method: 'POST', path, query: {}, body });
