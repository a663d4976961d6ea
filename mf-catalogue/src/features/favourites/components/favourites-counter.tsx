import { Link } from 'react-router-dom';
import { href, read, useQuery, useTranslation } from '@kora/shared';
import { subscriptionUsage } from '@kora/shared/contracts/endpoints';

/** 'N / 50 favoris' from the plan's usage ('illimité' on Premium), and the way up once the limit is reached. */
export function FavouritesCounter() {
  const { t } = useTranslation('catalogue-library');
  const usage = useQuery(read(subscriptionUsage));
  // The list says what matters; without its counter it is still whole.
  if (usage.status !== 'success') return null;
  const { used, limit } = usage.data.data.favorites;
  const unlimited = limit < 0;
  return (
    <div className="kora-cat-favourites__usage">
      <p className="kora-cat-favourites__counter">
        {unlimited ? t('favourites.counterUnlimited', { count: used }) : t('favourites.counter', { used, limit })}
      </p>
      {!unlimited && used >= limit && (
        <p className="kora-cat-favourites__limit">
          {t('favourites.limitReached', { limit })}{' '}
          <Link to={href('profile')} state={{ tab: 'plan' }}>
            {t('favourites.seePlans')}
          </Link>
        </p>
      )}
    </div>
  );
}
