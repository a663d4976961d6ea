import { useState, type ReactNode } from 'react';
import { trackPurchase, type PurchaseItem, type TrackToBuy } from '../lib/purchase-item';
import { PaymentModal, preloadPaymentModal } from './payment-modal-on-demand';
import { usePurchaseTexts } from '../lib/purchase-texts';
import { usePriceText } from '../hooks/use-price-text';

const ACCENT = 'kora-button kora-button--accent';

/** A button that opens the purchase modal for `item`. */
function BuyButton({
  item,
  label,
  className,
  children,
}: {
  item: PurchaseItem;
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        onPointerEnter={preloadPaymentModal}
        onFocus={preloadPaymentModal}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <PaymentModal open={open} onClose={() => setOpen(false)} item={item} />
    </>
  );
}

export type { TrackToBuy };

/** Buys one track. `children` replaces the text (album track rows: a short 'Acheter'). */
export function BuyTrackButton({
  track,
  className = ACCENT,
  children,
}: {
  track: TrackToBuy;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = usePurchaseTexts();
  const price = usePriceText(track.price);
  return (
    <BuyButton
      item={trackPurchase(track)}
      className={className}
      label={t('buyTrackLabel', { title: track.title, price })}
    >
      {children ?? t('buyTrack', { price })}
    </BuyButton>
  );
}

/** Buys a whole album or EP (one download of each of its tracks). */
export function BuyAlbumButton({
  album,
  className = ACCENT,
}: {
  album: { id: number; title: string; price: number };
  className?: string;
}) {
  const { t } = usePurchaseTexts();
  const price = usePriceText(album.price);
  return (
    <BuyButton
      item={{ kind: 'album', albumId: album.id, title: album.title, price: album.price }}
      className={className}
      label={t('buyAlbumLabel', { title: album.title, price })}
    >
      {t('buyAlbum', { price })}
    </BuyButton>
  );
}
