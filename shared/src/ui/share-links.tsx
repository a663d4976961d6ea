import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { SHARE_NETWORK_NAMES, shareUrl, type ShareNetwork } from './share-urls';
import { siteOrigin } from '../site-origin';
import { useCommonTranslation } from './use-common-translation';
import { useCopyText } from './use-copy-text';
import './share-links.css';

export { SHARE_NETWORK_NAMES, shareUrl, type ShareNetwork } from './share-urls';

export interface ShareLinksProps {
  title: string;
  /** Defaults to the page's address without its query or fragment. */
  url?: string;
  networks: readonly ShareNetwork[];
  /** Adds a 'copy link' button; its outcome is said in an inline status. */
  copy?: boolean;
  headingLevel?: 2 | 3;
}

/** Links opening each network's share page in a new tab, and optionally a copy-link button. */
export function ShareLinks({ title, url, networks, copy = false, headingLevel = 2 }: ShareLinksProps) {
  const { t } = useCommonTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  const { state: copyState, copy: copyText } = useCopyText();
  const address = url ?? `${siteOrigin()}${pathname}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <section className="kora-share" aria-labelledby={headingId}>
      <Heading id={headingId} className="kora-share__title">
        {t('share.title')}
      </Heading>
      <ul className="kora-share__list">
        {networks.map((network) => (
          <li key={network}>
            <a
              className="kora-button"
              href={shareUrl(network, address, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.on', { network: SHARE_NETWORK_NAMES[network] })}
            >
              {SHARE_NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
        {copy && (
          <li>
            <button type="button" className="kora-button" onClick={() => void copyText(address)}>
              {t('share.copy')}
            </button>
          </li>
        )}
      </ul>
      {copy && (
        <p className={`kora-share__status${copyState === 'failed' ? ' kora-share__status--failed' : ''}`} role="status">
          {copyState === 'copied' && t('share.copied')}
          {copyState === 'failed' && t('share.copyFailed')}
        </p>
      )}
    </section>
  );
}
