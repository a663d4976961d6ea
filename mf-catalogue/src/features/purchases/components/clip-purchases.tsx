import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PurchaseItem } from '../lib/purchase-item';
import { PaymentModal } from './payment-modal-on-demand';

const BuyContext = createContext<((item: PurchaseItem) => void) | null>(null);

/**
 * Holds the purchase modal of the clips drawn inside it, outside their carousel: a carousel draws its
 * slides anew when swiper takes over, and a purchase asked for in the meantime must not be lost with them.
 */
export function ClipPurchases({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<PurchaseItem | null>(null);
  const [open, setOpen] = useState(false);
  const buy = useCallback((next: PurchaseItem) => {
    setItem(next);
    setOpen(true);
  }, []);
  return (
    <BuyContext.Provider value={buy}>
      {children}
      {item && <PaymentModal open={open} onClose={() => setOpen(false)} item={item} />}
    </BuyContext.Provider>
  );
}

/** Opens the purchase modal of the nearest ClipPurchases. */
export function useBuyClip(): (item: PurchaseItem) => void {
  const buy = useContext(BuyContext);
  if (!buy) throw new Error('A clip download button needs a ClipPurchases around it');
  return buy;
}
