import {
  expireSession,
  readSignInRequest,
  returnPath,
  signInPath,
  signInRedirect,
  useSessionStore,
} from './session-store';
import { SESSION_EXPIRY_MEMORY_MS } from './sign-in-return';
import { initI18n, setLanguage } from '../i18n/i18n';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});
beforeEach(() => {
  // Nothing remembered from an earlier test's expiry.
  readSignInRequest('');
  useSessionStore.getState().signIn({ token: 't', username: 'lea.martin' });
  window.history.replaceState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

describe('the page to return to after signing in', () => {
  it.each([
    ['/tickets', '/tickets'],
    ['/cart', '/cart'],
    ['/release/12?tab=tracks#comments', '/release/12?tab=tracks#comments'],
    ['/artist/dashboard', '/artist/dashboard'],
    ['/podcast-creator/episode/4', '/podcast-creator/episode/4'],
    ['/events/../cart', '/cart'],
  ])('takes %s, a page of the route table', (path, expected) => {
    expect(returnPath(path)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/tickets'],
    ['a protocol-relative address', '//evil.example/tickets'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a control character', '/tickets\n//evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'tickets'],
    ['a path no route has', '/nowhere/at/all'],
    ['the sign-in screen itself', '/signin?next=/cart'],
    ['the register screen', '/register'],
    ['a password-reset link', '/reset-password/abc'],
    ['nothing', null],
    ['not a string', { path: '/cart' }],
  ])('refuses %s', (_case, path) => {
    expect(returnPath(path)).toBeNull();
  });
});

describe('the sign-in address', () => {
  it('keeps the page to return to and the reason, never an address off the site', () => {
    expect(signInPath('/tickets', 'signInRequired')).toBe('/signin?next=%2Ftickets&reason=signInRequired');
    expect(signInPath('/cart')).toBe('/signin?next=%2Fcart');
    expect(signInPath('/')).toBe('/signin');
    expect(signInPath('https://evil.example/')).toBe('/signin');
    expect(signInPath(null, 'sessionExpired')).toBe('/signin?reason=sessionExpired');
  });

  it('says a page needs an account to a visitor, and that the session ended to someone it just ended for', () => {
    expect(signInRedirect('/tickets')).toBe('/signin?next=%2Ftickets&reason=signInRequired');
    expireSession();
    expect(signInRedirect('/tickets')).toBe('/signin?next=%2Ftickets&reason=sessionExpired');
  });

  it('forgets an ended session once another starts, or after a while', () => {
    jest.useFakeTimers();
    expireSession();
    useSessionStore.getState().signIn({ token: 't2', username: 'lea.martin' });
    expect(signInRedirect('/tickets')).toContain('reason=signInRequired');
    expireSession();
    jest.advanceTimersByTime(SESSION_EXPIRY_MEMORY_MS + 1);
    expect(signInRedirect('/tickets')).toContain('reason=signInRequired');
  });
});

describe('what the sign-in screen was asked', () => {
  it('reads the page to return to and the reason from its address', () => {
    expect(readSignInRequest('?next=%2Fcart&reason=signInRequired')).toEqual({
      next: '/cart',
      reason: 'signInRequired',
    });
    expect(readSignInRequest('?next=https%3A%2F%2Fevil.example&reason=anything')).toEqual({ next: null, reason: null });
  });

  it('takes the page from an older redirect’s history state', () => {
    expect(readSignInRequest('', { from: '/artist/dashboard' })).toEqual({ next: '/artist/dashboard', reason: null });
    expect(readSignInRequest('', { from: '//evil.example' })).toEqual({ next: null, reason: null });
  });

  it('knows, once, the page a session just ended on even when the address lost it', () => {
    window.history.replaceState(null, '', '/cart');
    expireSession();
    expect(readSignInRequest('')).toEqual({ next: '/cart', reason: 'sessionExpired' });
    expect(readSignInRequest('')).toEqual({ next: null, reason: null });
  });
});
