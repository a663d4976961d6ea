import { useId } from 'react';
import { QueryView, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import { walletBalance } from '@kora/shared/contracts/endpoints';

/** The wallet's one balance in its currency; 0 in the user's currency before its first credit. */
export function WalletBalance() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const balance = useQuery(read(walletBalance));
  const titleId = useId();
  return (
    <section className="kora-wallet-balance" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('wallet.balance.title')}</h3>
      <QueryView query={balance} errorText={t('wallet.balance.loadError')} isEmpty={() => false}>
        {({ balance: held }) => {
          const line = held ?? { price: 0, currency: format.currency };
          return (
            <p className="kora-wallet-balance__line" aria-live="polite">
              <span className="kora-wallet-balance__amount">{format.money(line.price, line.currency)}</span>{' '}
              <span className="kora-wallet-balance__currency">{t(`wallet.currencies.${line.currency}`)}</span>
            </p>
          );
        }}
      </QueryView>
    </section>
  );
}
