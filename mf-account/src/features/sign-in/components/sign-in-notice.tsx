import { FormMessage, useCommonTranslation, useTranslation } from '@kora/shared';
import type { SignInVisit } from '../../../common/lib/sign-in-visit';

/** Why the user is on the sign-in screen: their session ended (an error), or the page needs an account. */
export function SignInNotice({ notice }: { notice: SignInVisit['notice'] }) {
  const { t } = useTranslation('account');
  const { t: common } = useCommonTranslation();
  if (!notice) return null;
  if ('error' in notice) return <FormMessage kind="error">{notice.error}</FormMessage>;
  if (notice.reason === 'sessionExpired')
    return <FormMessage kind="error">{common('error.sessionExpired')}</FormMessage>;
  return (
    <p className="kora-account-card__notice" role="status">
      {t('signIn.signInRequired')}
    </p>
  );
}
