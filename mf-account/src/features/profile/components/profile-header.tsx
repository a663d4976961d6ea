import { mediaUrl, ResponsiveImage, useTranslation } from '@kora/shared';
import type { Plan, Profile } from '@kora/shared/contracts';
import { usePlanName } from '../../../common/hooks/use-plan-name';

/** The profile's header: picture, name, account ID and plan label (Premium, Starter or 'Aucun forfait'). */
export function ProfileHeader({ profile, plan }: { profile: Profile; plan: Plan }) {
  const { t } = useTranslation('account');
  const planName = usePlanName();
  const image = mediaUrl(profile.image);
  return (
    <header className="kora-profile-header">
      {image ? (
        <ResponsiveImage
          className="kora-profile-header__avatar"
          src={image}
          alt=""
          width={80}
          height={80}
          sizes="80px"
        />
      ) : (
        <span className="kora-profile-header__avatar kora-profile-header__avatar--initial" aria-hidden="true">
          {(profile.name || profile.username).charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="kora-profile-header__name">{profile.name || profile.username}</p>
        <p className="kora-profile-header__id">{t('profile.id', { id: profile.id })}</p>
        <p className={`kora-plan-badge kora-plan-badge--${plan.name}`}>
          {plan.name === 'free' ? t('plan.none') : planName(plan.name)}
        </p>
      </div>
    </header>
  );
}
