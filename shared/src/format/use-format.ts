import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { isLanguage, LOCALES, DEFAULT_LANGUAGE } from '../i18n/languages';
import { useCurrencyStore } from '../stores/currency-store';
import { formatCount, formatViewers } from './count';
import { formatDate, formatDateTime, formatTime, type DateInput } from './date';
import { formatDuration } from './duration';
import { formatMoney, formatPriceFromEur } from './money';

/**
 * Dates, counts and prices bound to the current language and currency; a component re-renders with
 * new texts when either changes. Money and counts keep the product's own layouts ('1 305 FCFA',
 * '1.0K') in every language; dates follow the language's conventions.
 */
export function useFormat() {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
  const currency = useCurrencyStore((state) => state.currency);
  return useMemo(() => {
    const locale = LOCALES[language];
    return {
      locale,
      currency,
      date: (value: DateInput) => formatDate(value, locale),
      time: (value: DateInput) => formatTime(value, locale),
      dateTime: (value: DateInput) => formatDateTime(value, locale),
      count: formatCount,
      viewers: formatViewers,
      duration: formatDuration,
      /** A catalogue price (set in EUR) in the visitor's currency. */
      price: (amountEur: number | null | undefined) => formatPriceFromEur(amountEur, currency),
      /** An amount already in `inCurrency` (an order, an invoice). */
      money: (amount: number | null | undefined, inCurrency: string) => formatMoney(amount, inCurrency),
    };
  }, [language, currency]);
}

export type Format = ReturnType<typeof useFormat>;
