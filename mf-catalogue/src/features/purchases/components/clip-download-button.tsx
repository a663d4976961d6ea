import { useState } from 'react';
import { notify } from '@kora/shared';
import type { VideoClip } from '@kora/shared/contracts';
import { findClipTrack } from '../lib/clip-track';
import { trackPurchase } from '../lib/purchase-item';
import { preloadPaymentModal } from './payment-modal-on-demand';
import { useBuyClip } from './clip-purchases';
import { usePurchaseTexts } from '../lib/purchase-texts';
import './clip-download-button.css';

/**
 * A video clip's download button: opens the purchase modal of the clip's track (found when clicked), as
 * the spec has it, in the ClipPurchases around it; the downloads themselves are on the release page.
 */
export function ClipDownloadButton({ clip }: { clip: Pick<VideoClip, 'releaseId' | 'title'> }) {
  const { t } = usePurchaseTexts();
  const buy = useBuyClip();
  const [busy, setBusy] = useState(false);

  const openPurchase = async () => {
    setBusy(true);
    try {
      const found = await findClipTrack(clip);
      if (!found) {
        notify(t('clipNoTrack'), 'error');
        return;
      }
      buy(trackPurchase(found));
    } catch {
      notify(t('clipLoadError'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="kora-button kora-cat-clip__download"
      aria-label={t('downloadLabel', { title: clip.title })}
      aria-busy={busy}
      disabled={busy}
      onPointerEnter={preloadPaymentModal}
      onFocus={preloadPaymentModal}
      onClick={() => void openPurchase()}
    >
      {busy ? t('clipLoading') : t('download')}
    </button>
  );
}
