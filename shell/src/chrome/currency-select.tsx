import { CURRENCIES, useCurrencyStore, useTranslation, type Currency } from '@kora/shared';

export function CurrencySelect() {
  const { t } = useTranslation('shell');
  const currency = useCurrencyStore((state) => state.currency);
  const setCurrency = useCurrencyStore((state) => state.setCurrency);
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
