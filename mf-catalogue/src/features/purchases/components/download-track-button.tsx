import { useId, useRef, useState } from 'react';
import { isApiError, notify, saveBlob, write } from '@kora/shared';
import { downloadFileName } from '@kora/shared/format';
import type { TrackDownloadFormat } from '@kora/shared/contracts';
import { acknowledgeTrackDownload } from '@kora/shared/contracts/endpoints';
import { trackPurchase, type TrackToBuy } from '../lib/purchase-item';
import { PaymentModal } from './payment-modal-on-demand';
import { usePurchaseTexts } from '../lib/purchase-texts';
import { fetchTrackFile } from '../api/track-file';
import {
  ALREADY_DOWNLOADED,
  DOWNLOAD_FAILED,
  FILE_UNAVAILABLE,
  MISSING_TOKEN,
  NO_FILE,
} from '../lib/download-messages';
import { DownloadFormatMenu } from './download-format-menu';
import { rememberTrack } from '../lib/unlocked-tracks';
import { useTrackAccess } from '../hooks/use-track-access';

/**
 * Downloads a bought track (premium: any track) in the format the buyer chooses from a menu: the
 * master as uploaded or an MP3 320. Not bought yet → the purchase modal; already downloaded → the
 * spec's message (buy it again to download again). The file is saved as the title lowercased with
 * underscores plus the extension of the media type sent (the address played is the MP3 listening copy).
 */
export function DownloadTrackButton({
  track,
  compact = false,
}: {
  track: TrackToBuy & { audioUrl: string | null };
  compact?: boolean;
}) {
  const { t } = usePurchaseTexts();
  const access = useTrackAccess(track.id, track.releaseId);
  const [busy, setBusy] = useState(false);
  const [buying, setBuying] = useState(false);

  const [choosing, setChoosing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();

  /** Opens the format menu when the user may download; otherwise says why (or offers to buy). */
  const open = async () => {
    if (!track.audioUrl) {
      notify(NO_FILE, 'error');
      return;
    }
    setBusy(true);
    try {
      const state = access.canDownload === null ? await access.refresh() : access;
      if (state.reason === 'no_token') notify(MISSING_TOKEN, 'error');
      else if (state.reason === 'not_purchased') setBuying(true);
      else if (state.reason === 'already_downloaded') notify(ALREADY_DOWNLOADED, 'error');
      else if (!state.canDownload) notify(DOWNLOAD_FAILED, 'error');
      else setChoosing(true);
    } finally {
      setBusy(false);
    }
  };

  const close = (refocus: boolean) => {
    setChoosing(false);
    if (refocus) trigger.current?.focus();
  };

  const download = async (format: TrackDownloadFormat) => {
    close(true);
    setBusy(true);
    try {
      const { blob, mediaType } = await fetchTrackFile(track.id, format);
      saveBlob(blob, downloadFileName(track.title, null, mediaType));
      rememberTrack(track.id, access.unlimited ? null : 'downloaded');
      await write(acknowledgeTrackDownload, { body: { trackId: track.id } }).catch(() => undefined);
      notify(t('downloaded', { title: track.title }), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        notify(error.message === NO_FILE ? NO_FILE : FILE_UNAVAILABLE, 'error');
      else notify(error instanceof Error && error.message ? error.message : DOWNLOAD_FAILED, 'error');
    } finally {
      // Busy until the server has said what the download left: a press before its answer would offer
      // the menu again for a file already taken.
      await access.refresh();
      setBusy(false);
    }
  };

  return (
    <>
      <span className="kora-download">
        <button
          ref={trigger}
          id={buttonId}
          type="button"
          className="kora-button"
          aria-label={t('downloadLabel', { title: track.title })}
          aria-haspopup="menu"
          aria-expanded={choosing}
          aria-controls={choosing ? menuId : undefined}
          onClick={() => (choosing ? close(true) : void open())}
          disabled={busy}
          aria-busy={busy}
        >
          {compact ? <span aria-hidden="true">↓</span> : busy ? t('downloading') : t('download')}
        </button>
        {choosing && (
          <DownloadFormatMenu
            id={menuId}
            labelledBy={buttonId}
            onChoose={(format) => void download(format)}
            onClose={close}
          />
        )}
      </span>
      <PaymentModal open={buying} onClose={() => setBuying(false)} item={trackPurchase(track)} />
    </>
  );
}
