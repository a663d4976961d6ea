import { useFormat, useTranslation, type UseQueryResult } from '@kora/shared';
import type { CurrencyCode, WalletBalanceResponse } from '@kora/shared/contracts';
import { walletBalanceOf } from './balance-in';

interface WalletBalanceLineProps {
  wallet: UseQueryResult<WalletBalanceResponse>;
  /** The chosen ticket's currency: what the balance is said in before the wallet has a currency of its own. */
  currency: CurrencyCode;
}

/** 'Votre solde : 42,00 €' in the wallet's currency, while it loads, or its error with Retry. */
export function WalletBalanceLine({ wallet, currency }: WalletBalanceLineProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  if (wallet.status === 'pending')
    return <p className="kora-ticket-modal__balance">{t('ticketModal.balanceLoading')}</p>;
  if (wallet.status === 'error')
    return (
      <div className="kora-ticket-modal__balance" role="alert">
        <p>{t('ticketModal.balanceError')}</p>
        <button type="button" className="kora-button" onClick={() => void wallet.refetch()}>
          {t('ticketModal.retry')}
        </button>
      </div>
    );
  const balance = walletBalanceOf(wallet.data, currency);
  return (
    <p className="kora-ticket-modal__balance">
      {t('ticketModal.balance', { amount: format.money(balance.price, balance.currency) })}
    </p>
  );
}
