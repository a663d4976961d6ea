import { BuyTrackButton, type TrackToBuy } from './buy-buttons';
import { DownloadTrackButton } from './download-track-button';
import { usePurchaseTexts } from '../lib/purchase-texts';
import './purchase-actions.css';

/**
 * A track's buy and download buttons. `compact` (album track rows): a short buy text, the price being
 * shown in the row, and an arrow for download; their accessible names still say what and how much.
 */
export function TrackPurchaseActions({
  track,
  compact = false,
}: {
  track: TrackToBuy & { audioUrl: string | null };
  compact?: boolean;
}) {
  const { t } = usePurchaseTexts();
  return (
    <div className={`kora-cat-purchase${compact ? ' kora-cat-purchase--compact' : ''}`}>
      {compact ? (
        <BuyTrackButton track={track} className="kora-button">
          {t('buyShort')}
        </BuyTrackButton>
      ) : (
        <BuyTrackButton track={track} />
      )}
      <DownloadTrackButton track={track} compact={compact} />
    </div>
  );
}
