import { notify, useTranslation } from '@kora/shared';
import { SHARE_NETWORKS, shareUrl, type ShareNetwork } from '../lib/share-urls';

const NETWORK_NAMES: Record<ShareNetwork, string> = { facebook: 'Facebook', x: 'X', whatsapp: 'WhatsApp' };

/** Share the event's page on Facebook, X or WhatsApp (new tab), or copy its address (a toast says so). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('events');

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notify(t('detail.share.copied'), 'success');
    } catch {
      notify(t('detail.share.copyFailed'), 'error');
    }
  };

  return (
    <section className="kora-event-detail__share" aria-labelledby="kora-event-share">
      <h2 id="kora-event-share" className="kora-event-detail__subtitle">
        {t('detail.share.title')}
      </h2>
      <ul className="kora-event-detail__share-list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className="kora-button"
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('detail.share.on', { network: NETWORK_NAMES[network] })}
            >
              {NETWORK_NAMES[network]}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="kora-button" onClick={() => void copy()}>
            {t('detail.share.copy')}
          </button>
        </li>
      </ul>
    </section>
  );
}
