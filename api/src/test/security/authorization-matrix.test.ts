import { grantPlan } from '../../modules/subscriptions/testing';
import { createTestApp, type TestApp, type TestSession } from '../test-app';
import { AUTHORIZATION_MATRIX, type Expected, type MatrixRow } from './authorization-matrix';
import { buildMatrixFixtures, type Actor, type MatrixFixtures } from './matrix-fixtures';
import { ALL_ENDPOINTS } from '@kora/shared/contracts/endpoint-table';
import { documentedOperation, WRITE_METHODS } from './openapi-operations';

/** The owner goes last: some of its cells delete what the others were refused. */
const ACTORS: Actor[] = ['anonymous', 'other', 'wrongPlan', 'owner'];

function meets(expected: Expected, status: number): boolean {
  switch (expected) {
    case '2xx':
      return status >= 200 && status < 300;
    case '401':
    case '403':
    case '404':
      return status === Number(expected);
    case '403/404':
      return status === 403 || status === 404;
    case 'refused':
      return [400, 403, 404, 422].includes(status);
    case 'allowed':
      return status !== 401 && status !== 403 && status < 500;
  }
}

async function send(fx: MatrixFixtures, row: MatrixRow, actor: Actor) {
  const session: TestSession | null =
    actor === 'anonymous' ? null : actor === 'other' ? (row.other ?? ((f) => f.rival))(fx) : row.owner(fx);
  const { url, payload, headers } = row.request(fx, actor);
  const [method] = row.operation.split(' ');
  return fx.t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...headers, ...session?.headers },
    ...(payload && { payload }),
  });
}

describe('authorization matrix: every write endpoint × anonymous / other user / owner / wrong plan', () => {
  let t: TestApp;
  let fx: MatrixFixtures;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    fx = await buildMatrixFixtures(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists every write endpoint of the endpoint table, and only those', () => {
    const declared = ALL_ENDPOINTS.filter((endpoint) => WRITE_METHODS.includes(endpoint.method))
      .map(documentedOperation)
      .sort();
    expect(AUTHORIZATION_MATRIX.map((row) => row.operation).sort()).toEqual(declared);
  });

  it('expects of a visitor what each endpoint declares: 401 wherever it is for signed-in users', () => {
    const declared = new Map(ALL_ENDPOINTS.map((endpoint) => [documentedOperation(endpoint), endpoint]));
    const disagreeing = AUTHORIZATION_MATRIX.filter(
      (row) => (declared.get(row.operation)?.access === 'user') !== (row.expect.anonymous === '401'),
    ).map(
      (row) => `${row.operation}: declared ${declared.get(row.operation)?.access}, expected ${row.expect.anonymous}`,
    );
    expect(disagreeing).toEqual([]);
  });

  it('answers each cell with its expected status', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const row of AUTHORIZATION_MATRIX) {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        if (!expected) continue;
        tried += 1;
        const owner = row.owner(fx);
        const response =
          actor === 'wrongPlan' && row.wrongPlan
            ? await withOwnerPlan(fx, owner, row.wrongPlan, () => send(fx, row, actor))
            : await send(fx, row, actor);
        if (!meets(expected, response.statusCode)) {
          wrong.push(
            `${row.operation} as ${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(
      `Authorization matrix: ${AUTHORIZATION_MATRIX.length} write endpoints, ${tried} cells tried, ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
  }, 120_000);
});

async function withOwnerPlan<T>(
  fx: MatrixFixtures,
  owner: TestSession,
  plans: NonNullable<MatrixRow['wrongPlan']>,
  work: () => Promise<T>,
): Promise<T> {
  await grantPlan(fx.t.db, owner.userId, plans.plan);
  try {
    return await work();
  } finally {
    await grantPlan(fx.t.db, owner.userId, plans.restore);
  }
}
