import { profileQuery, QueryView, useQuery, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { SupportInbox } from '../features/support/components/support-inbox';

/** `/support`: the support team's inbox; anyone else is told it is reserved (the API refuses them too). */
export function SupportInboxPage() {
  const { t } = useTranslation('account');
  const profile = useQuery(profileQuery());
  return (
    <ScreenFrame area="account" screen="support">
      <QueryView query={profile} errorText={t('profile.loadError')}>
        {(account) =>
          account.roles.includes('ROLE_SUPPORT') ? (
            <SupportInbox staffId={account.id} />
          ) : (
            <p role="alert" className="kora-support-restricted">
              {t('support.inbox.restricted')}
            </p>
          )
        }
      </QueryView>
    </ScreenFrame>
  );
}
