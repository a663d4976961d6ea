import { useId } from 'react';
import { useTranslation } from '@kora/shared';
import { usePriceFormatter } from './price';

interface PurchaseActionsProps {
  /** 'single': buy the single; 'album': buy the whole release; 'track': one track of an album. */
  kind: 'single' | 'album' | 'track';
  /** EUR. */
  price: number;
  title: string;
  /** Buying and downloading arrive with the purchases feature: until their handlers are given, the buttons are shown, disabled, with a note. */
  onBuy?: () => void;
  onDownload?: () => void;
  compact?: boolean;
}

/** The buy and download buttons with their price. */
export function PurchaseActions({ kind, price, title, onBuy, onDownload, compact = false }: PurchaseActionsProps) {
  const { t } = useTranslation('catalogue');
  const formatPrice = usePriceFormatter();
  const noteId = useId();
  const unavailable = !onBuy || !onDownload;
  const formatted = formatPrice(price);
  return (
    <div className={`kora-cat-purchase${compact ? ' kora-cat-purchase--compact' : ''}`}>
      <button
        type="button"
        className="kora-cat-button kora-cat-button--accent"
        disabled={!onBuy}
        aria-describedby={!onBuy ? noteId : undefined}
        aria-label={t(`purchase.buyLabel.${kind}`, { title, price: formatted })}
        onClick={onBuy}
      >
        {compact ? t('purchase.buyShort') : t(`purchase.buy.${kind}`, { price: formatted })}
      </button>
      <button
        type="button"
        className="kora-cat-button"
        disabled={!onDownload}
        aria-describedby={!onDownload ? noteId : undefined}
        aria-label={t('purchase.downloadLabel', { title })}
        onClick={onDownload}
      >
        {compact ? <span aria-hidden="true">↓</span> : t('purchase.download')}
      </button>
      {unavailable && !compact && (
        <p id={noteId} className="kora-cat-purchase__note">
          {t('purchase.soon')}
        </p>
      )}
      {unavailable && compact && (
        <span id={noteId} className="kora-cat-sr-only">
          {t('purchase.soon')}
        </span>
      )}
    </div>
  );
}
