import { http as msw, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { fillPath, type BodyOf, type Endpoint, type ParamsOf, type ResponseOf } from '../contracts/endpoints/endpoint';
import { ApiError } from '../http/api-error';
import { getApiUrl } from '../http/http-client';

/** The API as tests answer it: every call made by `http`, by raw `fetch` or by an upload passes through. */
export const apiServer = setupServer();

/** Starts the fake API for this test file; a call no test answered fails loudly. */
export function startApiServer(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

export type Query = Record<string, string>;
/** An answer: a JSON value, a function of the query and body, an `ApiError` (its status and body), or any other Error (500). */
export type AnswerFunction = (query: Query, body: unknown) => unknown;
export type Answer = AnswerFunction | object | string | number | boolean | symbol | null;

/** A network failure: the server cannot be reached. */
export const UNREACHABLE = Symbol('unreachable');

function toResponse(value: unknown): Response {
  if (value === UNREACHABLE) return HttpResponse.error();
  if (value instanceof ApiError)
    return HttpResponse.json((value.body ?? null) as JsonBodyType, { status: value.status });
  if (value instanceof Error) return HttpResponse.json({ message: value.message }, { status: 500 });
  if (value instanceof Response) return value;
  if (value === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(value as JsonBodyType);
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const HANDLERS = { GET: msw.get, POST: msw.post, PUT: msw.put, PATCH: msw.patch, DELETE: msw.delete };

/** What a test may answer for an endpoint: what it declares, or a failure. */
export type EndpointAnswer<E extends Endpoint> =
  | ResponseOf<E>
  | ((query: Query, body: BodyOf<E>) => ResponseOf<E> | Error | Response | Promise<ResponseOf<E> | Error | Response>)
  | Error
  | Response
  | typeof UNREACHABLE;

/** One row of `answerApi`'s table, its answer type-checked against the endpoint's response schema. */
export interface AnswerRow {
  operation: string;
  answer: Answer;
}

/**
 * `answerApi([answer(listReleases, [release]), answer(commentRelease, new ApiError(403, …))])`; with
 * `params`, only the calls for those (`answer(getRelease, album, { id: 2 })`), otherwise any.
 */
export function answer<E extends Endpoint>(
  endpoint: E,
  value: EndpointAnswer<E>,
  params?: Partial<Record<keyof ParamsOf<E>, string | number>>,
): AnswerRow {
  const path = params
    ? endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (pattern, name: string) =>
        name in params ? fillPath(pattern, params) : pattern,
      )
    : endpoint.path;
  return { operation: `${endpoint.method} ${path}`, answer: value as Answer };
}

/**
 * Answers API calls from a table: rows made by `answer(endpoint, value)`, or, by address, `'/releases'`
 * or `'POST /releases/:id/comments'` (paths under /api, with MSW's `:param` patterns) → an `Answer`.
 * Returns the calls made, to assert what was asked.
 */
export function answerApi(table: Record<string, Answer> | readonly AnswerRow[]) {
  const calls: { method: Method; path: string; query: Query; body: unknown }[] = [];
  const rows: [string, Answer][] = Array.isArray(table)
    ? (table as readonly AnswerRow[]).map((row) => [row.operation, row.answer])
    : Object.entries(table as Record<string, Answer>);
  const handlers = rows.map(([key, answer]) => {
    const [method, path] = key.includes(' ') ? (key.split(' ', 2) as [Method, string]) : (['GET', key] as const);
    return HANDLERS[method](`${getApiUrl()}/api${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams) as Query;
      const body = await bodyOf(request);
      calls.push({ method, path: url.pathname.replace(/^\/api/, ''), query, body });
      const value = typeof answer === 'function' ? (answer as AnswerFunction)(query, body) : answer;
      return toResponse(await value);
    });
  });
  apiServer.use(...handlers);
  return calls;
}
