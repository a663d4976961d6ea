import { useId } from 'react';
import { EmptyState, QueryView, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import type { WalletMovement } from '@kora/shared/contracts';
import { listWalletMovements } from '@kora/shared/contracts/endpoints';

/**
 * The wallet's history, newest first: top-ups and refunds in, ticket purchases out, each in the wallet's
 * currency with the price it converts beside it ('−6 560 FCFA (10,00 €)').
 */
export function WalletMovements() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const movements = useQuery(read(listWalletMovements));
  const titleId = useId();

  const line = (movement: WalletMovement) => {
    const credit = movement.price >= 0;
    const moved = format.money(Math.abs(movement.price), movement.currency);
    const amount = movement.listed
      ? t('wallet.movements.converted', {
          amount: moved,
          listed: format.money(Math.abs(movement.listed.price), movement.listed.currency),
        })
      : moved;
    return (
      <li key={movement.id} className={`kora-wallet-movement kora-wallet-movement--${credit ? 'credit' : 'debit'}`}>
        <time className="kora-wallet-movement__date" dateTime={movement.createdAt}>
          {format.date(movement.createdAt)}
        </time>
        <span className="kora-wallet-movement__description">
          {t(`wallet.movements.reasons.${movement.reason}`, { defaultValue: movement.description })}
        </span>
        <span className="kora-wallet-movement__kind">
          {t(credit ? 'wallet.movements.credit' : 'wallet.movements.debit')}
        </span>
        <span className="kora-wallet-movement__amount">{`${credit ? '+' : '−'}${amount}`}</span>
      </li>
    );
  };

  return (
    <section className="kora-wallet-movements" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('wallet.movements.title')}</h3>
      <QueryView
        query={movements}
        errorText={t('wallet.movements.loadError')}
        empty={<EmptyState title={t('wallet.movements.empty')} />}
      >
        {(list) => <ul className="kora-wallet-movements__list">{list.map(line)}</ul>}
      </QueryView>
    </section>
  );
}
