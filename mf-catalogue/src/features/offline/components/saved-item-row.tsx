import { ResponsiveImage, useFormat, useTranslation } from '@kora/shared';
import type { OfflineRights } from '@kora/shared/contracts';
import {
  formatStorageSize,
  offlineLockOf,
  playableFiles,
  progressOf,
  remove,
  type SavedItem,
} from '@kora/shared/offline';
import { ItemText } from '../../../common/components/item-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { playSavedItem } from '../lib/saved-item-player';

/** What the item's download has come to, in words. */
function useStateText(item: SavedItem): string {
  const { t } = useTranslation('catalogue-library');
  const { filesDone, filesTotal } = progressOf(item);
  const counts = { done: filesDone, count: filesTotal };
  if (item.state === 'downloading') return t('offline.downloading', counts);
  if (item.state === 'paused') return t('offline.paused', counts);
  if (item.state === 'failed') return t(`offline.failed.${item.error ?? 'network'}`);
  return t('offline.done');
}

/** A saved item in the library: its cover, title, subtitle, size and state, Lire (unless locked) and Retirer. */
export function SavedItemRow({ item, rights }: { item: SavedItem; rights: OfflineRights | null }) {
  const { t } = useTranslation('catalogue-library');
  const format = useFormat();
  const stateText = useStateText(item);
  const { title, subtitle, cover, link, bytes } = item.package;
  const lock = offlineLockOf(item, rights);
  const playable = playableFiles(item, rights).length > 0;
  return (
    <li className="kora-offline-library__row">
      <button
        type="button"
        className="kora-icon-button"
        aria-label={t('offline.library.play', { title })}
        disabled={!playable}
        onClick={() => playSavedItem(item, rights)}
      >
        <span aria-hidden="true">▶</span>
      </button>
      <ResponsiveImage
        className="kora-offline-library__cover"
        src={cover ?? FALLBACK_COVER}
        alt=""
        width={56}
        height={56}
        sizes="56px"
      />
      <div className="kora-offline-library__text">
        <ItemText
          title={title}
          subtitle={subtitle}
          link={link}
          unavailableText={lock ? t(`offline.locked.${lock}`) : null}
        />
        <span className="kora-offline-library__meta">
          <span className="kora-visually-hidden">{t('offline.library.size')} </span>
          {formatStorageSize(bytes, format.locale)}
          <span aria-hidden="true"> · </span>
          {stateText}
        </span>
      </div>
      <button
        type="button"
        className="kora-button"
        aria-label={t('offline.removeNamed', { title })}
        onClick={() => void remove(item.key)}
      >
        {t('offline.remove')}
      </button>
    </li>
  );
}
