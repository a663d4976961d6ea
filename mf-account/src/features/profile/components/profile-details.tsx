import { useFormat, useTranslation } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import '../../../common/components/details.css';

/** The Profil tab: username, email and registration date ('Non défini' when absent). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const registered = format.date(profile.createdAt);
  return (
    <dl className="kora-details">
      <dt>{t('fields.username')}</dt>
      <dd>{profile.username}</dd>
      <dt>{t('fields.email')}</dt>
      <dd>{profile.email}</dd>
      <dt>{t('profile.registeredAt')}</dt>
      <dd>{registered || t('profile.undefined')}</dd>
    </dl>
  );
}
