const { webAddresses } = require('./endpoint-address-loader');

const declarations = `import type { Endpoint } from './endpoint';

/** The releases. */
export const getRelease = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/:id',
  summary: 'One release with its tracks',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ReleaseDetailSchema }),
} as const satisfies Endpoint;

export const RELEASE_PAGE = { summary: 'not a declaration', size: 12 };
`;

it('keeps what the web calls an endpoint with, and leaves the summary and schemas to the API', () => {
  const web = webAddresses(declarations);
  expect(web).not.toMatch(/One release with its tracks|ReleaseDetailSchema|schema:/);
  for (const kept of [
    "area: 'catalogue'",
    "method: 'GET'",
    "path: '/releases/:id'",
    "access: 'visitor'",
    'errors: [404]',
  ]) {
    expect(web).toContain(kept);
  }
  expect(web).toContain('export const getRelease');
  // An object that is not a declaration is left as it is.
  expect(web).toContain("summary: 'not a declaration'");
});
