import { operationOf, type Endpoint } from '@kora/shared/contracts/endpoints';
import { ALL_ENDPOINTS } from '@kora/shared/contracts/endpoint-table';
import { createTestApp, type TestApp } from '../test-app';
import { demoSession } from './demo-sessions';
import { documentedOperation, operationKey, operationsOf } from './openapi-operations';

/**
 * The endpoint table is the API's contract: every declaration is served as declared, and the access it
 * declares is the access the server enforces, before it reads any input.
 */

/** A URL for the declared path, every parameter a plausible id. */
const urlOf = (endpoint: Endpoint) => `/api${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '1')}`;

describe('the endpoint table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('has every declared endpoint served and documented under its area, once, and nothing served outside it', async () => {
    const documented = operationsOf(t.app).map(operationKey);
    const declared = ALL_ENDPOINTS.map(documentedOperation);
    expect(declared.filter((operation) => !documented.includes(operation))).toEqual([]);
    expect(documented.filter((operation) => !declared.includes(operation))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    const tags = new Map(operationsOf(t.app).map((operation) => [operationKey(operation), operation.tags]));
    expect(ALL_ENDPOINTS.filter((endpoint) => tags.get(documentedOperation(endpoint))?.[0] !== endpoint.area)).toEqual(
      [],
    );
  });

  it('turns away a visitor from every endpoint for signed-in users with 401, whatever the input', async () => {
    const answers = await Promise.all(
      ALL_ENDPOINTS.filter((endpoint) => endpoint.access === 'user').map(async (endpoint) => {
        const response = await t.app.inject({ method: endpoint.method, url: urlOf(endpoint), payload: '{"x":' });
        return `${operationOf(endpoint)} → ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('turns away a free listener from every endpoint that needs a plan feature or a creator right with 403', async () => {
    const listener = await demoSession(t, 'free');
    const gated = ALL_ENDPOINTS.filter((endpoint) => endpoint.feature || endpoint.right);
    const answers = await Promise.all(
      gated.map(async (endpoint) => {
        const response = await t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          headers: { ...listener.headers, 'content-type': 'application/json' },
          payload: '{"x":',
        });
        return `${operationOf(endpoint)} → ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith('→ 403'))).toEqual([]);
  });
});
