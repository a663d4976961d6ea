import { read, useQuery, useTranslation } from '@kora/shared';
import { walletBalance } from '@kora/shared/contracts/endpoints';
import { TopUpForm } from './top-up-form';
import type { TopUpReturn } from '../hooks/use-top-up-return';
import { WalletBalance } from './wallet-balance';
import { WalletMovements } from './wallet-movements';
import './wallet.css';

const NOTICES: Record<TopUpReturn, string> = {
  waiting: 'wallet.return.waiting',
  credited: 'wallet.return.credited',
  delayed: 'wallet.return.delayed',
  cancelled: 'wallet.return.cancelled',
};

/** 'Mon portefeuille': its one balance, a top-up in its currency, the movements, and the news of a top-up just paid. */
export function WalletTab({ topUpReturn }: { topUpReturn: TopUpReturn | null }) {
  const { t } = useTranslation('account');
  // The same read as the balance's: once the wallet has a currency, it is topped up in that currency.
  const walletCurrency = useQuery(read(walletBalance)).data?.balance?.currency ?? null;
  return (
    <div className="kora-wallet">
      <h2 className="kora-wallet__title">{t('wallet.title')}</h2>
      <div className="kora-wallet__notice" role="status">
        {topUpReturn && (
          <p className={`kora-wallet__notice-text kora-wallet__notice-text--${topUpReturn}`}>
            {t(NOTICES[topUpReturn])}
          </p>
        )}
      </div>
      <WalletBalance />
      <TopUpForm walletCurrency={walletCurrency} />
      <WalletMovements />
    </div>
  );
}
