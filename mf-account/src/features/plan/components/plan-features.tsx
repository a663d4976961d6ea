import { useTranslation } from '@kora/shared';
import { UNLIMITED, type PlanFeatures as Features } from '@kora/shared/contracts';

interface FeatureLine {
  key: string;
  included: boolean;
  text: string;
}

/** What a plan gives, one line per feature of the plan table, included or not. */
export function PlanFeatures({ features }: { features: Features }) {
  const { t } = useTranslation('account');
  const limitText = (name: 'favorites' | 'playlists', limit: number) =>
    limit === UNLIMITED ? t(`features.${name}Unlimited`) : t(`features.${name}Limit`, { count: limit });
  const lines: FeatureLine[] = [
    {
      key: 'audio',
      included: features.audioPlayback.enabled,
      text: features.audioPlayback.withAds ? t('features.audioWithAds') : t('features.audioWithoutAds'),
    },
    { key: 'offline', included: features.offlineMode, text: t('features.offlineMode') },
    { key: 'favorites', included: true, text: limitText('favorites', features.favorites.limit) },
    { key: 'playlists', included: true, text: limitText('playlists', features.playlists.limit) },
    {
      key: 'events',
      included: features.events.enabled,
      text: features.events.vipAccess ? t('features.eventsVip') : t('features.events'),
    },
    {
      key: 'discount',
      included: features.storeDiscounts.discount > 0,
      text:
        features.storeDiscounts.discount > 0
          ? t('features.storeDiscount', { percent: features.storeDiscounts.discount })
          : t('features.noStoreDiscount'),
    },
    { key: 'creation', included: features.contentCreation, text: t('features.contentCreation') },
    { key: 'support', included: features.prioritySupport, text: t('features.prioritySupport') },
    { key: 'downloads', included: features.unlimitedDownloads, text: t('features.unlimitedDownloads') },
  ];
  return (
    <ul className="kora-plan-features">
      {lines.map((line) => (
        <li key={line.key} className={line.included ? 'is-included' : 'is-excluded'}>
          <span aria-hidden="true">{line.included ? '✓' : '✕'}</span>{' '}
          <span className="kora-visually-hidden">
            {line.included ? t('features.included') : t('features.excluded')}
          </span>
          <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
