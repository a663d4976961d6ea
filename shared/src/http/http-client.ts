import { selectSignedIn, useSessionStore, expireSession } from '../stores/session-store';
import { fillPath, type CallArgs, type Endpoint, type ResponseOf } from '../contracts/endpoints/endpoint';
import { ApiError } from './api-error';
import { answerAddress, drawingOnTheServer, serverAnswer, takeFirstAnswer } from './first-answers';

export interface HttpConfig {
  /** API origin without `/api`, e.g. `https://api.kora.example`. */
  apiUrl: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A call the page makes on its own (the bell's list): its 401 does not end the session and send the
   * user to sign in from the page they are reading; the next call they make themselves does.
   */
  background?: boolean;
  /**
   * Sends and keeps the API's cookies: the sign-in and registration calls, whose answer remembers this
   * device, so its next sign-ins are not counted with everyone else behind the same address.
   */
  withCookies?: boolean;
}

export interface UploadOptions {
  /** The endpoint's path parameters, e.g. `{ id: 12 }`. */
  params?: Record<string, unknown>;
  /** Multipart field name (default `file`). */
  field?: string;
  /** Called with 0–100 as the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const DEFAULT_API_URL = 'http://localhost:4000';

let apiUrl = DEFAULT_API_URL;

/** Sets the API origin; the shell calls it once from its runtime configuration. */
export function configureHttp(config: HttpConfig): void {
  apiUrl = config.apiUrl.replace(/\/+$/, '') || DEFAULT_API_URL;
}

export function getApiUrl(): string {
  return apiUrl;
}

export function apiPath(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiUrl}/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * An address for a media value from the API: absolute URLs as they are, `/uploads/…` on the API
 * host, bare file names under `/uploads/{folder}/`.
 */
export function mediaUrl(value: string | null | undefined, folder = 'images'): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/')) return `${apiUrl}${value}`;
  return `${apiUrl}/uploads/${folder}/${value.replace(/^\/+/, '')}`;
}

function currentToken(): string | null {
  const session = useSessionStore.getState();
  return selectSignedIn(session) ? session.token : null;
}

/** A 401 on a call that carried the current token means the session is over. */
function handleUnauthorized(status: number, sentToken: string | null): void {
  // Comparing with the current token makes several parallel 401s expire the session once.
  if (status === 401 && sentToken !== null && sentToken === useSessionStore.getState().token) {
    expireSession();
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const token = currentToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiPath(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: options.withCookies ? 'include' : 'same-origin',
    });
  } catch (error) {
    // An abort is the caller's decision, not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, '', 'network');
  }

  const data = parseBody(await response.text().catch(() => ''));
  if (!response.ok) {
    if (!options.background) handleUnauthorized(response.status, token);
    throw new ApiError(response.status, data, response.statusText);
  }
  return data as T;
}

/** An endpoint of the table (its path filled with `params`), or a path under /api. */
type Target = Endpoint | string;

const pathOf = (target: Target, params?: Record<string, unknown>) =>
  typeof target === 'string' ? target : fillPath(target.path, params);

/** A file sent as multipart to an upload endpoint, with its progress; answers what the endpoint declares. */
function upload<E extends Endpoint>(endpoint: E, file: File, options?: UploadOptions): Promise<ResponseOf<E>>;
function upload<T>(path: string, file: File, options?: UploadOptions): Promise<T>;
function upload<T>(target: Target, file: File, options: UploadOptions = {}): Promise<T> {
  const { field = 'file', onProgress, signal } = options;
  const path = pathOf(target, options.params);
  const token = currentToken();
  const form = new FormData();
  form.append(field, file);

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPath(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText ?? '');
      if (xhr.status < 200 || xhr.status >= 300) {
        handleUnauthorized(xhr.status, token);
        reject(new ApiError(xhr.status, data, xhr.statusText));
        return;
      }
      if (typeof data === 'string') {
        reject(new ApiError(xhr.status, data, xhr.statusText, 'invalid-response'));
        return;
      }
      onProgress?.(100);
      resolve(data as T);
    };
    xhr.onerror = () => reject(new ApiError(0, null, '', 'upload-network'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(form);
  });
}

export interface DownloadedFile {
  blob: Blob;
  /** The Content-Type the server sent. */
  mediaType: string | null;
}

/**
 * A file only a signed-in user may fetch (a purchased track, an invoice): with the session's token,
 * the same 401 handling as every call, `ApiError` on failure (its JSON explanation when there is one).
 */
async function blob(
  target: Target,
  options: RequestOptions & { params?: Record<string, unknown> } = {},
): Promise<DownloadedFile> {
  const path = pathOf(target, options.params);
  const token = currentToken();
  if (!token) throw new ApiError(401, null, '', 'sign-in-required');
  let response: Response;
  try {
    response = await fetch(apiPath(path, options.query), {
      headers: { ...options.headers, Authorization: `Bearer ${token}` },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, '', 'network');
  }
  if (!response.ok) {
    const body = parseBody(await response.text().catch(() => ''));
    handleUnauthorized(response.status, token);
    throw new ApiError(response.status, body, response.statusText);
  }
  return { blob: await response.blob(), mediaType: response.headers.get('content-type') };
}

/** The arguments of a call, which may be left out when the endpoint takes nothing required. */
export type CallArguments<E extends Endpoint> =
  Record<string, never> extends CallArgs<E>
    ? [args?: CallArgs<E>, options?: RequestOptions]
    : [args: CallArgs<E>, options?: RequestOptions];

/** One endpoint of the table, with its parameters in the path, its query and body, its answer typed. */
function call<E extends Endpoint>(endpoint: E, ...[args, options = {}]: CallArguments<E>): Promise<ResponseOf<E>> {
  const { params, query, body } = (args ?? {}) as { params?: object; query?: object; body?: unknown };
  const path = fillPath(endpoint.path, params as Record<string, unknown> | undefined);
  const merged = query ? { ...options.query, ...(query as Record<string, QueryValue>) } : options.query;
  if (endpoint.method === 'GET' && endpoint.access === 'visitor' && !endpoint.personal) {
    const address = answerAddress(path, merged);
    const onTheServer = serverAnswer(address);
    if (onTheServer) return onTheServer as Promise<ResponseOf<E>>;
    const answer = takeFirstAnswer(address);
    if (answer !== undefined) return Promise.resolve(answer as ResponseOf<E>);
  }
  // The server draws what every visitor sees, and asks nothing else.
  if (drawingOnTheServer()) return Promise.reject(new ApiError(0, null, '', 'network'));
  return request<ResponseOf<E>>(endpoint.method, path, body, { ...options, query: merged });
}

/** The API client: JSON in and out, bearer token when signed in, `ApiError` on failure. */
export const http = {
  call,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  upload,
  blob,
};
