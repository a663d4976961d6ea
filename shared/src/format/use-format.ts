import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, kernelText } from '../i18n/i18n';
import { isLanguage, LOCALES, DEFAULT_LANGUAGE } from '../i18n/languages';
import { BASE_CURRENCY } from '../contracts/currency-rates';
import { useCurrencyStore, type Currency } from '../stores/currency-store';
import { formatCount, formatViewers } from './count';
import { formatDate, formatDateTime, formatTime, type DateInput } from './date';
import { formatDuration } from './duration';
import { convertAmount, formatMoney } from './money';

/** The time zone a screen drawn on the site's server gives its dates in: it cannot know the visitor's. */
const SERVER_TIME_ZONE = 'UTC';
/**
 * Stands for the visitor's time zone until a date is formatted: reading it (the zone's detection, with the
 * browser's date data) is among a fresh page's costliest calls, which a screen showing no date need not pay.
 */
const VISITOR_TIME_ZONE = 'visitor';
let visitorZone: string | undefined;
const zoneOf = (timeZone: string) =>
  timeZone === VISITOR_TIME_ZONE ? (visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone) : timeZone;
const neverChanges = () => () => undefined;

/**
 * The visitor's time zone; on the site's server, and in the browser while React takes over a screen the
 * server drew, the server's (the screen then shows its dates again in the visitor's, at once).
 */
function useTimeZone(): string {
  return useSyncExternalStore(
    neverChanges,
    () => VISITOR_TIME_ZONE,
    () => SERVER_TIME_ZONE,
  );
}

/**
 * Dates, counts and prices bound to the current language and currency; a component re-renders with
 * new texts when either changes. Money and counts keep the product's own layouts ('1 305 FCFA',
 * '1.0K') in every language; dates follow the language's conventions, in the visitor's time zone.
 */
export function useFormat() {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
  const currency = useCurrencyStore((state) => state.currency);
  const rates = useCurrencyStore((state) => state.rates);
  const timeZone = useTimeZone();
  return useMemo(() => {
    const locale = LOCALES[language];
    return {
      locale,
      currency,
      date: (value: DateInput) => formatDate(value, locale, zoneOf(timeZone)),
      time: (value: DateInput) => formatTime(value, locale, zoneOf(timeZone)),
      dateTime: (value: DateInput) => formatDateTime(value, locale, zoneOf(timeZone)),
      count: (n: number | null | undefined) => formatCount(n, locale),
      viewers: (n: number | null | undefined) => formatViewers(n, locale),
      duration: formatDuration,
      /**
       * A price in the visitor's currency at the API's rates: set in EUR (a release, a product, the
       * cart) or in `setIn` (a ticket type priced in FCFA).
       */
      price: (amount: number | null | undefined, setIn: Currency | string = BASE_CURRENCY) =>
        formatMoney(typeof amount === 'number' ? convertAmount(amount, setIn, currency, rates) : null, currency),
      /** An amount as it was charged or is held, in `inCurrency`, never converted (an order, an invoice, a balance). */
      money: (amount: number | null | undefined, inCurrency: string) => formatMoney(amount, inCurrency),
      /**
       * An amount about to be charged in `chargedIn`: in the visitor's currency, followed by what is really
       * charged when that is another one ('1 305 FCFA — débité 1,99 €').
       */
      toPay: (amount: number, chargedIn: Currency | string = BASE_CURRENCY) => {
        const shown = formatMoney(convertAmount(amount, chargedIn, currency, rates), currency);
        if (chargedIn === currency) return shown;
        return kernelText('currency.charged', { amount: shown, charged: formatMoney(amount, chargedIn) });
      },
    };
  }, [language, currency, rates, timeZone]);
}

export type Format = ReturnType<typeof useFormat>;
