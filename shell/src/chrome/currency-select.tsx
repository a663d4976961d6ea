import { CURRENCIES, syncCurrency, useCurrencyStore, useTranslation, type Currency } from '@kora/shared';
import { useEffect } from 'react';

/**
 * The sidebar's currency choice. While it is on the page it keeps the kernel's rates and a signed-in
 * user's saved currency in step with the API (the sidebar is always there).
 */
export function CurrencySelect() {
  const { t } = useTranslation('shell');
  const currency = useCurrencyStore((state) => state.currency);
  const setCurrency = useCurrencyStore((state) => state.setCurrency);
  useEffect(() => syncCurrency(), []);
  return (
    <div className="kora-field">
      <label htmlFor="kora-currency-select">{t('currency.label')}</label>
      <select
        id="kora-currency-select"
        className="kora-select"
        value={currency}
        onChange={(event) => setCurrency(event.target.value as Currency)}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {t(`currency.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
