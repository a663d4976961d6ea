import { href, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { Icon } from './icons';

/** The store promotion that follows cookie acceptance; it can be closed. */
export function PromotionBanner({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="kora-banner kora-banner--promotion" aria-label={t('promotion.label')}>
      <p>{t('promotion.text')}</p>
      <div className="kora-banner__actions">
        <Link to={href('store')} className="kora-button kora-button--accent" onClick={onClose}>
          {t('promotion.link')}
        </Link>
        <button type="button" className="kora-icon-button" aria-label={t('promotion.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
    </section>
  );
}
