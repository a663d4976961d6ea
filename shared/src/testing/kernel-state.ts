import { addTranslations, initI18n, setLanguage, type NamespaceTranslations } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { useFavouritesStore } from '../stores/favourites-store';
import { usePlayerStore } from '../stores/player-store';
import { useSessionStore } from '../stores/session-store';
import { useCurrencyStore } from '../stores/currency-store';
import { FALLBACK_RATES } from '../contracts/currency-rates';
import { useCartStore } from '../stores/cart-store';

/** The kernel's texts and an area's, in French, as a visitor with a French browser reads them. */
export async function loadTexts(area?: string, translations?: NamespaceTranslations): Promise<void> {
  await initI18n();
  await setLanguage('fr');
  if (area && translations) addTranslations(area, translations);
}

/** A signed-in visitor, as after the sign-in screen (stored on the device, `auth:changed` emitted). */
export function signInAs(username = 'lea.martin', token = `token-of-${username}`): void {
  useSessionStore.getState().signIn({ token, username, email: `${username}@kora.test` });
}

/** Nobody signed in, nothing stored, nothing cached, no track playing: the state of a first visit. */
export function resetKernel(): void {
  localStorage.clear();
  useSessionStore.setState({ token: null, username: null, email: null });
  useFavouritesStore.setState({ podcasts: [], episodes: [] });
  useCurrencyStore.setState({ currency: 'EUR', rates: FALLBACK_RATES });
  useCartStore.setState(useCartStore.getInitialState());
  usePlayerStore.getState().reset();
  queryClient.clear();
}
