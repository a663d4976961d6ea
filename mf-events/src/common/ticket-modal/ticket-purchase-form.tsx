import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DialogActions,
  href,
  QuantityInput,
  read,
  useCurrencyStore,
  useFormat,
  useQuery,
  useTranslation,
} from '@kora/shared';
import type { KoraEvent, TicketType } from '@kora/shared/contracts';
import { walletBalance } from '@kora/shared/contracts/endpoints';
import { fromMinorUnits, walletDebitFor } from '@kora/shared/format';
import { walletBalanceOf } from './balance-in';
import { isFreeTicket, isSoldOut, maxQuantity } from './ticket-pricing';
import { TicketTypeOptions } from './ticket-type-options';
import { WalletBalanceLine } from './wallet-balance-line';
import type { useTicketPurchase } from './use-ticket-purchase';

export type TicketModalVariant = 'list' | 'detail';

interface TicketPurchaseFormProps {
  event: KoraEvent;
  variant: TicketModalVariant;
  initialTicketTypeId?: number;
  purchase: ReturnType<typeof useTicketPurchase>;
  onCancel: () => void;
}

function initialType(event: KoraEvent, id: number | undefined): TicketType | null {
  const type = event.ticketTypes.find((candidate) => candidate.id === id);
  return type && !isSoldOut(type) ? type : null;
}

/**
 * Choose a ticket type and a quantity, see the balance and the total, buy. The buy button waits for a
 * type, for the balance, and for a total the balance covers (free tickets need no balance). A wallet
 * held in another currency than the ticket's is debited the price converted as the API converts it
 * (`walletDebitFor`), said before buying: 'Débité de votre portefeuille : 6 560 FCFA (10,00 €)'.
 */
export function TicketPurchaseForm({
  event,
  variant,
  initialTicketTypeId,
  purchase,
  onCancel,
}: TicketPurchaseFormProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const [type, setType] = useState<TicketType | null>(() => initialType(event, initialTicketTypeId));
  // None while the quantity field is empty: nothing is priced or bought until it holds a number.
  const [quantity, setQuantity] = useState<number | null>(1);
  const hintId = useId();
  const needsWallet = event.ticketTypes.some((candidate) => !isFreeTicket(event, candidate));
  const wallet = useQuery({ ...read(walletBalance), enabled: needsWallet });
  const usdPerEur = useCurrencyStore((state) => state.rates.USD);

  const purchasing = purchase.phase === 'purchasing';
  const free = type ? isFreeTicket(event, type) : false;
  const totalMinor = type && !free ? type.priceMinor * (quantity ?? 0) : 0;
  const balance = type && wallet.data ? walletBalanceOf(wallet.data, type.currency) : null;
  const converted = !free && type !== null && balance !== null && balance.currency !== type.currency;
  // What the wallet is debited, in its currency: the price as it is, or converted and rounded up.
  const debitMinor =
    type && balance
      ? walletDebitFor({ amountMinor: totalMinor, currency: type.currency }, balance.currency, usdPerEur)
      : null;
  const balanceKnown = free || balance !== null;
  const insufficient = !free && balance !== null && debitMinor !== null && debitMinor > balance.priceMinor;
  const canBuy = type !== null && quantity !== null && !purchasing && balanceKnown && !insufficient;

  const choose = (next: TicketType) => {
    setType(next);
    setQuantity(1);
    purchase.clearError();
  };

  const take = (next: number | null) => {
    setQuantity(next);
    purchase.clearError();
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (type && quantity !== null && canBuy) void purchase.buy({ ticketTypeId: type.id, quantity });
  };

  const describedBy = [!type && hintId, insufficient && `${hintId}-balance`].filter(Boolean).join(' ') || undefined;

  return (
    <form className="kora-ticket-modal__form" onSubmit={submit} noValidate>
      {needsWallet && <WalletBalanceLine wallet={wallet} currency={type?.currency ?? event.ticketTypes[0].currency} />}
      <TicketTypeOptions event={event} selectedId={type?.id ?? null} onSelect={choose} disabled={purchasing} />
      {!type && (
        <p id={hintId} className="kora-ticket-modal__hint">
          {t('ticketModal.selectTicket')}
        </p>
      )}
      {type && (
        <QuantityInput
          key={type.id}
          label={t('ticketModal.quantity')}
          lessLabel={t('ticketModal.lessTickets')}
          moreLabel={t('ticketModal.moreTickets')}
          hint={t('ticketModal.quantityHint', { max: maxQuantity(type) })}
          value={quantity ?? 1}
          max={maxQuantity(type)}
          belowOne="clamp"
          disabled={purchasing}
          onChange={take}
          onEmpty={() => take(null)}
        />
      )}
      {type && quantity !== null && (
        <p className="kora-ticket-modal__total">
          {t('ticketModal.total', {
            amount: free
              ? t('ticketModal.free')
              : converted
                ? format.money(fromMinorUnits(totalMinor, type.currency), type.currency)
                : format.toPay(type.price * quantity, type.currency),
          })}
        </p>
      )}
      {type && balance && converted && quantity !== null && debitMinor !== null && (
        <p className="kora-ticket-modal__debit">
          {t('ticketModal.walletDebit', {
            debited: format.money(fromMinorUnits(debitMinor, balance.currency), balance.currency),
            price: format.money(fromMinorUnits(totalMinor, type.currency), type.currency),
          })}
        </p>
      )}
      {insufficient && (
        <p id={`${hintId}-balance`} className="kora-ticket-modal__error" role="alert">
          {t(variant === 'list' ? 'ticketModal.insufficientBalanceList' : 'ticketModal.insufficientBalance')}
        </p>
      )}
      {insufficient && (
        <Link className="kora-ticket-modal__top-up" to={href('profile')} state={{ tab: 'wallet' }} onClick={onCancel}>
          {t('ticketModal.topUp')}
        </Link>
      )}
      {purchase.error && (
        <p className="kora-ticket-modal__error" role="alert">
          {purchase.error}
        </p>
      )}
      <DialogActions
        secondary={
          <button type="button" className="kora-button" onClick={onCancel} disabled={purchasing}>
            {t('ticketModal.cancel')}
          </button>
        }
        primary={
          <button
            type="submit"
            className="kora-button kora-button--accent"
            disabled={!canBuy}
            aria-busy={purchasing || undefined}
            aria-describedby={describedBy}
          >
            {purchasing ? t('ticketModal.purchasing') : free ? t('ticketModal.getFree') : t('ticketModal.buy')}
          </button>
        }
      />
    </form>
  );
}
