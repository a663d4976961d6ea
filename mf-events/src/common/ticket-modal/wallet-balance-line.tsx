import { useFormat, useTranslation, type UseQueryResult } from '@kora/shared';
import type { CurrencyCode, WalletBalanceResponse } from '@kora/shared/contracts';
import { balanceIn } from './balance-in';

interface WalletBalanceLineProps {
  wallet: UseQueryResult<WalletBalanceResponse>;
  currency: CurrencyCode;
}

/** 'Votre solde : 42,00 €' in the chosen ticket's currency, while it loads, or its error with Retry. */
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
  const balance = balanceIn(wallet.data, currency);
  return (
    <p className="kora-ticket-modal__balance">
      {t('ticketModal.balance', { amount: format.money(balance.price, balance.currency) })}
    </p>
  );
}
