import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TRACK_DOWNLOAD_FORMATS, type TrackDownloadFormat } from '@kora/shared/contracts';
import './purchases.css';
import { usePurchaseTexts } from '../lib/purchase-texts';

const FORMAT_TEXT = { master: 'formatMaster', 'mp3-320': 'formatMp3' } as const;

/**
 * The formats a buyer chooses from, as a menu under the download button: focus goes to the first
 * item, arrows move between items, Escape or leaving the menu closes it (focus back on the button).
 */
export function DownloadFormatMenu({
  id,
  labelledBy,
  onChoose,
  onClose,
}: {
  id: string;
  labelledBy: string;
  onChoose: (format: TrackDownloadFormat) => void;
  onClose: (refocus: boolean) => void;
}) {
  const { t } = usePurchaseTexts();
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    items()[0]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      onClose(event.key === 'Escape');
      if (event.key === 'Tab') return;
    } else return;
    event.preventDefault();
  };

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className="kora-download-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!menu.current?.contains(event.relatedTarget as Node | null)) onClose(false);
      }}
    >
      {TRACK_DOWNLOAD_FORMATS.map((format) => (
        <li key={format} role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => onChoose(format)}>
            {t(FORMAT_TEXT[format])}
          </button>
        </li>
      ))}
    </ul>
  );
}
