import { useTranslation } from '@kora/shared';
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

/** 'Mon portefeuille': the balance per currency, a top-up, the movements, and the news of a top-up just paid. */
export function WalletTab({ topUpReturn }: { topUpReturn: TopUpReturn | null }) {
  const { t } = useTranslation('account');
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
      <TopUpForm />
      <WalletMovements />
    </div>
  );
}
