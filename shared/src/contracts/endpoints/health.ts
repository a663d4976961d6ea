import type { Endpoint } from './endpoint';

/** Health: whether the API and its database answer. */

export const apiHealth = {
  area: 'health',
  method: 'GET',
  path: '/health',
  summary: 'The API and its database answer',
  access: 'visitor',
  schema: (s) => ({
    response: s.Type.Object({
      status: s.Type.String(),
      database: s.Type.String({ description: 'The kind of database in use.' }),
    }),
  }),
} as const satisfies Endpoint;
