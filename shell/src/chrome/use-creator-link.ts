import { href, profileQuery, selectSignedIn, useQuery, useSessionStore, useTranslation } from '@kora/shared';
import { contentCreationAccess } from '@kora/shared/contracts/plain';

export interface CreatorLink {
  to: string;
  /** The profile opens on the tab that says how to become a creator. */
  state?: { tab: 'artist' };
  label: string;
  /** The account creates podcasts: the podcast tools lead somewhere for it. */
  creates: boolean;
}

/**
 * Where the chrome's creator link leads the signed-in account: its podcast tools when it creates, else
 * the profile tab that says what it takes (a role, or a plan first). None until the account is known.
 */
export function useCreatorLink(): CreatorLink | null {
  const { t } = useTranslation('shell');
  const signedIn = useSessionStore(selectSignedIn);
  const profile = useQuery({ ...profileQuery({ background: true }), enabled: signedIn });
  if (!signedIn || !profile.data) return null;
  return contentCreationAccess(profile.data) === 'creator'
    ? { to: href('podcastCreator'), label: t('header.podcastCreator'), creates: true }
    : { to: href('profile'), state: { tab: 'artist' }, label: t('header.becomeCreator'), creates: false };
}
