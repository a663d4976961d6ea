import { bus } from '../bus/event-bus';
import { useSessionStore } from '../stores/session-store';
import { ApiError } from './api-error';
import { configureHttp, getApiUrl, http, mediaUrl } from './http-client';
import { resetFirstAnswers } from './first-answers';
import { initI18n, setLanguage } from '../i18n/i18n';
import type { Endpoint } from '../contracts/endpoints/endpoint';

// The kernel's texts follow the language; these tests read them as a French visitor does.
beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

interface FakeResponseInit {
  status?: number;
  statusText?: string;
  body?: unknown;
}

function respond({ status = 200, statusText = 'OK', body }: FakeResponseInit = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

const fetchMock = jest.fn();

function lastCall(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url, init };
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ token: null, username: null, email: null });
  configureHttp({ apiUrl: 'http://localhost:4000' });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('http client', () => {
  it('calls the configured API under /api with the query, and returns the JSON body', async () => {
    configureHttp({ apiUrl: 'https://api.kora.test/' });
    fetchMock.mockResolvedValue(respond({ body: [{ id: 1 }] }));

    const data = await http.get<{ id: number }[]>('/releases', { query: { limit: 8, q: 'a b', skip: undefined } });

    expect(data).toEqual([{ id: 1 }]);
    expect(getApiUrl()).toBe('https://api.kora.test');
    const { url, init } = lastCall();
    expect(url).toBe('https://api.kora.test/api/releases?limit=8&q=a+b');
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends JSON and the bearer token when signed in', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'awa' });
    fetchMock.mockResolvedValue(respond({ status: 201, body: { id: 3 } }));

    await http.post('/events/3/buy-ticket', { ticketTypeId: 2, quantity: 1 });

    const { url, init } = lastCall();
    expect(url).toBe('http://localhost:4000/api/events/3/buy-ticket');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ticketTypeId":2,"quantity":1}');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers.Authorization).toBe('Bearer tok');
  });

  it("sends and keeps the API's cookies only for the calls that ask to (the sign-in remembers the device)", async () => {
    fetchMock.mockResolvedValue(respond({ body: { token: 't' } }));
    await http.post('/login_check', { username: 'awa', password: 'x' }, { withCookies: true });
    expect(lastCall().init.credentials).toBe('include');
    await http.get('/releases');
    expect(lastCall().init.credentials).toBe('same-origin');
  });

  it('sends no token when only a token is stored (not signed in)', async () => {
    useSessionStore.setState({ token: 'tok', username: null });
    fetchMock.mockResolvedValue(respond({ body: {} }));
    await http.put('/profile', { username: 'x' });
    expect(lastCall().init.headers.Authorization).toBeUndefined();
    expect(lastCall().init.method).toBe('PUT');
  });

  it('resolves undefined for an empty answer (204)', async () => {
    fetchMock.mockResolvedValue(respond({ status: 204, statusText: 'No Content' }));
    await expect(http.delete('/events/4')).resolves.toBeUndefined();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it("throws ApiError with the server's message on a non-OK answer", async () => {
    fetchMock.mockResolvedValue(respond({ status: 409, statusText: 'Conflict', body: { error: 'Déjà pris' } }));
    const failure = http.get('/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'Déjà pris' });
  });

  it("uses 'Erreur {status}: {text}' when the body explains nothing", async () => {
    fetchMock.mockResolvedValue(respond({ status: 502, statusText: 'Bad Gateway', body: '<html>' }));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, message: 'Erreur 502: Bad Gateway' });
  });

  it('a 401 on a call that carried the token clears the session and emits auth:expired', async () => {
    useSessionStore.getState().signIn({ token: 'old', username: 'awa' });
    const expired = jest.fn();
    const off = bus.on('auth:expired', expired);
    fetchMock.mockResolvedValue(respond({ status: 401, statusText: 'Unauthorized', body: { message: 'JWT expired' } }));

    await expect(http.get('/profile')).rejects.toMatchObject({ status: 401 });
    off();

    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith({ message: 'Session expirée. Veuillez vous reconnecter.' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('a 401 on a call the page made on its own keeps the session: the user is not sent away', async () => {
    useSessionStore.getState().signIn({ token: 'old', username: 'awa' });
    const expired = jest.fn();
    const off = bus.on('auth:expired', expired);
    fetchMock.mockResolvedValue(respond({ status: 401, statusText: 'Unauthorized', body: { message: 'JWT expired' } }));

    await expect(http.get('/notifications', { background: true })).rejects.toMatchObject({ status: 401 });
    off();

    expect(expired).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('old');
  });

  it('a 401 without a token (bad credentials at sign-in) leaves everything alone', async () => {
    const expired = jest.fn();
    const off = bus.on('auth:expired', expired);
    fetchMock.mockResolvedValue(
      respond({ status: 401, statusText: 'Unauthorized', body: { message: 'Identifiants invalides' } }),
    );
    await expect(http.post('/login_check', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'Identifiants invalides',
    });
    off();
    expect(expired).not.toHaveBeenCalled();
  });

  it('throws ApiError with status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('http.blob fetches a file with the token, and explains a refusal as every call does', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'awa' });
    const file = {
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'audio/wav' }),
      blob: async () => 'RIFF',
    };
    fetchMock.mockResolvedValueOnce(file);
    await expect(http.blob('/track/4/download')).resolves.toEqual({ blob: 'RIFF', mediaType: 'audio/wav' });
    expect(lastCall().url).toBe('http://localhost:4000/api/track/4/download');
    expect(lastCall().init.headers.Authorization).toBe('Bearer tok');

    fetchMock.mockResolvedValueOnce(
      respond({ status: 403, statusText: 'Forbidden', body: { message: 'Déjà téléchargé' } }),
    );
    await expect(http.blob('/track/4/download')).rejects.toMatchObject({ status: 403, message: 'Déjà téléchargé' });

    const expired = jest.fn();
    const off = bus.on('auth:expired', expired);
    fetchMock.mockResolvedValueOnce(respond({ status: 401, statusText: 'Unauthorized' }));
    await expect(http.blob('/track/4/download')).rejects.toMatchObject({ status: 401 });
    off();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('http.blob asks nothing of the server when nobody is signed in', async () => {
    useSessionStore.setState({ token: null, username: null });
    fetchMock.mockClear();
    await expect(http.blob('/subscription/invoices/3/download')).rejects.toMatchObject({
      status: 401,
      code: 'sign-in-required',
      message: "Token d'authentification manquant",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(http.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('mediaUrl', () => {
  it('resolves media values against the API host', () => {
    configureHttp({ apiUrl: 'http://api.test' });
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(mediaUrl('http://cdn.test/a.jpg')).toBe('http://cdn.test/a.jpg');
    expect(mediaUrl('/uploads/videos/clip.mp4')).toBe('http://api.test/uploads/videos/clip.mp4');
    expect(mediaUrl('cover.png')).toBe('http://api.test/uploads/images/cover.png');
    expect(mediaUrl('logo.png', 'partners')).toBe('http://api.test/uploads/partners/logo.png');
  });
});

describe('http.upload', () => {
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: FormData | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
    finish(status: number, responseText: string, statusText = '') {
      this.status = status;
      this.statusText = statusText;
      this.responseText = responseText;
      this.onload?.();
    }
  }

  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    global.XMLHttpRequest = realXhr;
  });

  const file = new File(['abc'], 'song.mp3', { type: 'audio/mpeg' });

  it('posts the file as multipart with the token and reports progress', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'awa' });
    const progress = jest.fn();
    const result = http.upload<{ url: string }>('/upload/audio', file, { onProgress: progress });
    const xhr = FakeXhr.last;

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost:4000/api/upload/audio');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.finish(200, '{"url":"/uploads/audio/song.mp3"}');

    await expect(result).resolves.toEqual({ url: '/uploads/audio/song.mp3' });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([25, 100]);
  });

  it('uses the given field name', () => {
    void http.upload('/events/1/upload-image', file, { field: 'image' }).catch(() => undefined);
    expect(FakeXhr.last.body?.get('image')).toBeInstanceOf(File);
  });

  it('rejects with the server message, and a 401 expires the session', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'awa' });
    const expired = jest.fn();
    const off = bus.on('auth:expired', expired);
    const result = http.upload('/upload/image', file);
    FakeXhr.last.finish(401, '{"message":"Token invalide"}', 'Unauthorized');
    await expect(result).rejects.toMatchObject({ status: 401, message: 'Token invalide' });
    off();
    expect(expired).toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('rejects a network failure and an unreadable answer with the French messages', async () => {
    const failed = http.upload('/upload/image', file);
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, message: "Erreur réseau lors de l'upload" });

    const garbled = http.upload('/upload/image', file);
    FakeXhr.last.finish(200, 'not json');
    await expect(garbled).rejects.toMatchObject({ message: 'Réponse invalide du serveur' });
  });
});

describe('a call of the endpoint table', () => {
  const commentOnRelease = {
    area: 'catalogue',
    method: 'POST',
    path: '/releases/:id/comments',
    summary: 'A comment on a release',
    access: 'user',
    schema: (s) => ({
      params: s.IdParamsSchema,
      query: s.Type.Object({ notify: s.Type.Optional(s.Type.Boolean()) }),
      body: s.Type.Object({ text: s.Type.String() }),
      response: s.Type.Object({ id: s.Type.Integer() }),
    }),
  } as const satisfies Endpoint;

  it('puts the parameters in the path, the query after it and the body in JSON, with the declared method', async () => {
    fetchMock.mockResolvedValue(respond({ body: { id: 7 } }));
    const answer = await http.call(commentOnRelease, {
      params: { id: 12 },
      query: { notify: true },
      body: { text: 'Superbe' },
    });
    expect(answer.id).toBe(7);
    const { url, init } = lastCall();
    expect(url).toBe('http://localhost:4000/api/releases/12/comments?notify=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ text: 'Superbe' }));
  });

  it('escapes a parameter and refuses to call without one', async () => {
    fetchMock.mockResolvedValue(respond({ body: { id: 1 } }));
    const bySlug = { ...commentOnRelease, path: '/artists/:id/comments' } as const;
    await http.call(bySlug, { params: { id: 'a/b' as unknown as number }, body: { text: 'x' } });
    expect(lastCall().url).toBe('http://localhost:4000/api/artists/a%2Fb/comments');
    expect(() =>
      http.call(commentOnRelease, { params: {} as { id: number }, body: { text: 'x' } }),
    ).toThrow('/releases/:id/comments: missing "id"');
  });
});

describe('the answers the page came with (the server drew its first screen from them)', () => {
  const listReleases = {
    area: 'catalogue',
    method: 'GET',
    path: '/releases',
    summary: 'Releases',
    access: 'visitor',
    schema: (s) => ({ response: s.Type.Array(s.Type.Object({ id: s.Type.Integer() })) }),
  } as const satisfies Endpoint;
  const myReleases = { ...listReleases, path: '/me/releases', personal: true } as const;

  function pageWith(answers: Record<string, unknown>) {
    resetFirstAnswers();
    document.body.innerHTML = `<script type="application/json" id="kora-first-answers">${JSON.stringify(answers)}</script>`;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    resetFirstAnswers();
  });

  it('gives a public read its answer without a request, once; the next read asks the network', async () => {
    pageWith({ '/releases?limit=6&sort=featured': [{ id: 4 }] });
    // The query written in another order is the same read.
    await expect(http.call(listReleases, { query: { sort: 'featured', limit: 6 } } as never)).resolves.toEqual([{ id: 4 }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('kora-first-answers')).toBeNull();

    fetchMock.mockResolvedValue(respond({ body: [{ id: 5 }] }));
    await expect(http.call(listReleases, { query: { sort: 'featured', limit: 6 } } as never)).resolves.toEqual([{ id: 5 }]);
    expect(lastCall().url).toBe('http://localhost:4000/api/releases?sort=featured&limit=6');
  });

  it('asks the network for another address, for a read that depends on who asks, and when the page sent nothing readable', async () => {
    fetchMock.mockResolvedValue(respond({ body: [{ id: 9 }] }));
    pageWith({ '/releases': [{ id: 4 }], '/me/releases': [{ id: 4 }] });
    await expect(http.call(listReleases, { query: { limit: 6 } } as never)).resolves.toEqual([{ id: 9 }]);
    await expect(http.call(myReleases)).resolves.toEqual([{ id: 9 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    resetFirstAnswers();
    document.body.innerHTML = '<script type="application/json" id="kora-first-answers">{not json</script>';
    await expect(http.call(listReleases)).resolves.toEqual([{ id: 9 }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
