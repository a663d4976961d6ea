import { Link } from 'react-router-dom';
import { href, profileQuery, useQuery, useTranslation } from '@kora/shared';
import { CONTENT_CREATION_PLAN, PLANS } from '@kora/shared/contracts/plain';

/**
 * What a signed-in user who is not an artist sees instead of the artist area (the API answered 403): the
 * role it needs and the way to it — the profile's Artist zone when the account's plan gives content
 * creation, else the plan that gives it (the plan table decides).
 */
export function NotAnArtist() {
  const { t } = useTranslation('creator');
  const plan = useQuery(profileQuery()).data?.plan;
  return (
    <div className="kora-state">
      <p className="kora-state__title">{t('releases.notArtist.title')}</p>
      {plan &&
        (PLANS[plan].features.contentCreation ? (
          <>
            <p className="kora-state__hint">{t('releases.notArtist.text')}</p>
            <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'artist' }}>
              {t('releases.notArtist.link')}
            </Link>
          </>
        ) : (
          <>
            <p className="kora-state__hint">
              {t('releases.notArtist.planText', { plan: t(`plans.${CONTENT_CREATION_PLAN}`) })}
            </p>
            <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'plan' }}>
              {t('releases.notArtist.planLink')}
            </Link>
          </>
        ))}
    </div>
  );
}
