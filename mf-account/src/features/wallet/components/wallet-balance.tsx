import { useId } from 'react';
import { QueryView, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import { walletBalance } from '@kora/shared/contracts/endpoints';

/** The balance in each currency the user holds, each in its own currency. */
export function WalletBalance() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useQuery(read(walletBalance));
  const titleId = useId();
  return (
    <section className="kora-wallet-balance" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('wallet.balance.title')}</h3>
      <QueryView query={balance} errorText={t('wallet.balance.loadError')} isEmpty={() => false}>
        {({ balances }) => (
          <ul className="kora-wallet-balance__list" aria-live="polite">
            {(balances.length > 0 ? balances : [{ price: 0, currency: format.currency }]).map((line) => (
              <li key={line.currency} className="kora-wallet-balance__item">
                <span className="kora-wallet-balance__amount">{format.money(line.price, line.currency)}</span>{' '}
                <span className="kora-wallet-balance__currency">{t(`wallet.currencies.${line.currency}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
