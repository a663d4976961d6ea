import { useId } from 'react';
import { QueryView, read, Skeleton, useFormat, useQuery, useTranslation } from '@kora/shared';
import { UNLIMITED, type UsageCounter } from '@kora/shared/contracts';
import { subscriptionUsage } from '@kora/shared/contracts/endpoints';

/** Two lines of text with their bars: kept while the counts load, so the features below stay put. */
const USAGE_HEIGHT = '5.5rem';

function UsageLine({ name, counter }: { name: 'playlists' | 'favorites'; counter: UsageCounter }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const id = useId();
  const unlimited = counter.limit === UNLIMITED;
  const full = !unlimited && counter.used >= counter.limit;
  return (
    <li className={`kora-plan-usage__line${full ? ' is-full' : ''}`}>
      <span id={id}>
        {t(`plan.usage.${name}`, {
          used: format.count(counter.used),
          limit: unlimited ? t('plan.usage.unlimited') : format.count(counter.limit),
        })}
      </span>
      {/* Unlimited has nothing to fill. */}
      {unlimited ? null : (
        <progress aria-labelledby={id} value={Math.min(counter.used, counter.limit)} max={counter.limit} />
      )}
    </li>
  );
}

/** What the user uses of the plan's limits: playlists and favourites, counted by the API. */
export function PlanUsage() {
  const { t } = useTranslation('account');
  const usage = useQuery(read(subscriptionUsage));
  const headingId = useId();
  return (
    <section className="kora-plan-usage" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('plan.usage.title')}</h3>
      <QueryView query={usage} errorText={t('plan.usage.error')} loading={<Skeleton height={USAGE_HEIGHT} />}>
        {({ data }) => (
          <ul className="kora-plan-usage__lines">
            <UsageLine name="playlists" counter={data.playlists} />
            <UsageLine name="favorites" counter={data.favorites} />
          </ul>
        )}
      </QueryView>
    </section>
  );
}
