import { notify, useTranslation } from '@kora/shared';
import { NETWORK_NAMES, SHARE_NETWORKS, shareUrl } from '../lib/share-urls';

/** Share the product's page on Facebook, X or WhatsApp (new tab), or copy its address (a toast says so). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('store');

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
    <section className="kora-product-detail__share" aria-labelledby="kora-product-share">
      <h2 id="kora-product-share" className="kora-product-detail__subtitle">
        {t('detail.share.title')}
      </h2>
      <ul className="kora-product-detail__share-list">
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
