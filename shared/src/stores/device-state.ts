import { DEFAULT_CURRENCY } from '../contracts/currency-rates';
import { readJson, readString, STORAGE_KEYS } from './storage';

const anyValue = (_value: unknown): _value is unknown => true;

/** A stored list (or record of lists) with something in it. */
const holdsItems = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsItems);

/**
 * Whether this device shows the screens the site's server draws as they are: the server draws for a visitor
 * it knows nothing of, in the page's language (`pageLanguage`) and the default currency. A device with a
 * session, favourites, a cart or a currency of its own, or another language stored, shows its own screens.
 */
export function deviceShowsServerScreens(pageLanguage: string): boolean {
  const { token, favourites, cart, currency, language } = STORAGE_KEYS;
  if (readString(token) !== null) return false;
  if ((readString(currency) ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY) return false;
  if ([favourites, cart].some((key) => holdsItems(readJson(key, anyValue, null)))) return false;
  const stored = readString(language);
  return stored === null || stored === pageLanguage;
}
