import { lazy, Suspense, useState } from 'react';
import type { PaymentModalProps } from './payment-modal';

const load = () => import('./payment-modal');
const PaymentModalCode = lazy(() => load().then((module) => ({ default: module.PaymentModal })));

/** Asks for the purchase modal's code ahead of a likely click (a buy button hovered or focused). */
export function preloadPaymentModal(): void {
  void load().catch(() => undefined);
}

/**
 * The purchase modal, whose code is fetched the first time it opens rather than with every page that
 * shows a buy button; once opened it stays mounted, as the modal itself expects.
 */
export function PaymentModal(props: PaymentModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PaymentModalCode {...props} />
    </Suspense>
  );
}
