import { useFormat, useTranslation } from '@kora/shared';
import type { ArtistDashboard } from '@kora/shared/contracts';
import { formatCount } from '@kora/shared/format';

const CARDS = ['monthlyListeners', 'followers', 'releases', 'sales'] as const;

/** The four cards as the API counts them (listeners of the last 30 days, followers), then the revenue. */
export function StatCards({ stats }: { stats: ArtistDashboard['stats'] }) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  return (
    <section aria-labelledby="kora-creator-stats" className="kora-creator-dashboard__section">
      <h2 id="kora-creator-stats" className="kora-visually-hidden">
        {t('dashboard.stats')}
      </h2>
      <dl className="kora-creator-stats">
        {CARDS.map((card) => (
          <div key={card} className="kora-creator-stats__card">
            <dt className="kora-creator-stats__label">{t(`dashboard.cards.${card}`)}</dt>
            <dd className="kora-creator-stats__value">{formatCount(stats[card], format.locale)}</dd>
          </div>
        ))}
        <div className="kora-creator-stats__card kora-creator-stats__card--revenue">
          <dt className="kora-creator-stats__label">{t('dashboard.cards.revenue')}</dt>
          <dd className="kora-creator-stats__value">{format.money(stats.revenue.price, stats.revenue.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
