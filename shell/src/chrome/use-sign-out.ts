import { notify, useSessionStore, useTranslation } from '@kora/shared';
import { useCallback } from 'react';

/** Logout from the header menu or the sidebar: ends the session and says so in a toast. */
export function useSignOut(): () => void {
  const { t } = useTranslation('shell');
  const signOut = useSessionStore((state) => state.signOut);
  return useCallback(() => {
    signOut();
    notify(t('userMenu.signedOut'), 'success');
  }, [signOut, t]);
}
