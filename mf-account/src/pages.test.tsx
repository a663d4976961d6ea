import { useSessionStore } from '@kora/shared';
import { itShowsEveryScreen } from '@kora/shared/testing';
import { translations } from './locales';
import { pages } from './pages';

itShowsEveryScreen('account', pages, translations);

// The kit visits every screen signed in; the sign-in and register screens send a signed-in user on to
// the page they came from, so their forms are visited signed out.
const ENTRY_SCREENS = /^(register|signIn):/;
beforeEach(() => {
  if (ENTRY_SCREENS.test(expect.getState().currentTestName ?? '')) useSessionStore.getState().signOut();
});
