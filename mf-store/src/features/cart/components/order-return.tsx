import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  href,
  LoadingState,
  notify,
  QueryView,
  read,
  useCartStore,
  useFormat,
  useQuery,
  useTranslation,
} from '@kora/shared';
import type { StoreOrder } from '@kora/shared/contracts';
import { getOrder } from '@kora/shared/contracts/endpoints';
import { rememberMobileMoneyPayer } from '@kora/shared/payment-choice';

interface OrderReturnProps {
  orderId: number;
  /** The cart as it stands, shown under a refused or refunded payment's notice. */
  cart: ReactNode;
}

/** Paid: the card's own success (cart emptied, a toast, home); the payer's operator and masked number kept. */
function OrderPaid({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    useCartStore.getState().clear();
    rememberMobileMoneyPayer(order);
    notify(t('cart.order.confirmed', { number: order.number }));
    navigate(href('home'));
  }, [navigate, order, t]);
  return <LoadingState label={t('cart.order.confirming')} />;
}

function OrderWaiting({
  order,
  refreshing,
  onRefresh,
}: {
  order: StoreOrder;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('store');
  return (
    <section className="kora-cart-return" aria-labelledby="kora-cart-return-title">
      <h2 id="kora-cart-return-title" className="kora-cart__heading">
        {t('cart.return.pendingTitle')}
      </h2>
      <p role="status">
        {refreshing ? t('cart.return.refreshing') : t('cart.return.pending', { number: order.number })}
      </p>
      <button
        type="button"
        className="kora-button"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
      >
        {t('cart.return.refresh')}
      </button>
    </section>
  );
}

/** Refused or expired (nothing was taken), or refunded (what was given back, and where): above the cart. */
function OrderNotice({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('store');
  const format = useFormat();
  if (order.status === 'refunded') {
    const refund = order.refund;
    return (
      <p className="kora-cart-return__notice" role="status">
        {refund?.to === 'wallet'
          ? t('cart.return.refundedToWallet', {
              number: order.number,
              amount: format.money(refund.amount.price, refund.amount.currency),
            })
          : t('cart.return.refunded', { number: order.number })}
      </p>
    );
  }
  return (
    <p className="kora-cart-return__notice kora-cart-return__notice--refused" role="alert">
      {t('cart.return.refused', { number: order.number })}
    </p>
  );
}

/**
 * The cart the mobile-money page sends the payer back to (`/cart?order=<id>`): the order as the server
 * knows it — paid, still waiting for the phone (with a refresh), refused, or refunded after all.
 */
export function OrderReturn({ orderId, cart }: OrderReturnProps) {
  const { t } = useTranslation('store');
  const query = useQuery(read(getOrder, { params: { id: orderId } }));
  return (
    <QueryView
      query={query}
      loading={<LoadingState label={t('cart.return.checking')} />}
      errorText={t('cart.return.error')}
      notFoundText={t('cart.return.notFound')}
    >
      {(order) => {
        if (order.status === 'paid') return <OrderPaid order={order} />;
        if (order.status === 'pending') {
          return <OrderWaiting order={order} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />;
        }
        return (
          <div className="kora-cart-return__after">
            <OrderNotice order={order} />
            {cart}
          </div>
        );
      }}
    </QueryView>
  );
}
