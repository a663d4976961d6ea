import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@kora/shared';
import { shareUrl, type ShareNetwork } from '../lib/share';

interface ShareLinksProps {
  title: string;
  networks: readonly ShareNetwork[];
  /** Adds a 'copy link' button (episodes). */
  copy?: boolean;
}

const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  vk: 'VK',
  whatsapp: 'WhatsApp',
};

/** Share links opening each network's share page in a new tab, and optionally a copy-link button. */
export function ShareLinks({ title, networks, copy = false }: ShareLinksProps) {
  const { t } = useTranslation('catalogue');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { pathname } = useLocation();
  // The page's address without its query or fragment.
  const url = `${window.location.origin}${pathname}`;

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className="kora-cat-share">
      <h2 className="kora-cat-share__title">{t('share.title')}</h2>
      <ul className="kora-cat-share__list">
        {copy && (
          <li>
            <button type="button" className="kora-cat-button" onClick={copyLink}>
              {t('share.copy')}
            </button>
          </li>
        )}
        {networks.map((network) => (
          <li key={network}>
            <a
              className="kora-cat-button"
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.on', { network: NETWORK_NAMES[network] })}
            >
              {NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
      </ul>
      <p className="kora-cat-share__status" role="status">
        {copyState === 'copied' && t('share.copied')}
        {copyState === 'failed' && <span className="kora-cat-error">{t('share.copyFailed')}</span>}
      </p>
    </div>
  );
}
