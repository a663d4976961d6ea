import { href, profileQuery, selectSignedIn, useQuery, useSessionStore, useTranslation } from '@kora/shared';
import { useEffect, useState } from 'react';

export interface CreatorLink {
  to: string;
  /** The profile opens on the tab that says how to become a creator. */
  state?: { tab: 'artist' };
  label: string;
  /** The account creates podcasts: the podcast tools lead somewhere for it. */
  creates: boolean;
}

type CreationAccess = typeof import('./creation-access').contentCreationAccess;

let accessRule: CreationAccess | null = null;
let loadingRule: Promise<CreationAccess> | null = null;
const loadAccessRule = () =>
  (loadingRule ??= import('./creation-access').then(
    (module) => (accessRule = module.contentCreationAccess),
    (error: unknown) => {
      loadingRule = null;
      throw error;
    },
  ));

/** The plan table's rule, once someone is signed in: fetched with the account, never for a visitor. */
function useCreationAccess(signedIn: boolean): CreationAccess | null {
  const [rule, setRule] = useState(() => accessRule);
  useEffect(() => {
    if (!signedIn || rule) return undefined;
    let current = true;
    loadAccessRule().then(
      (loaded) => current && setRule(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, rule]);
  return rule;
}

/**
 * Where the chrome's creator link leads the signed-in account: its podcast tools when it creates, else
 * the profile tab that says what it takes (a role, or a plan first). None until the account is known.
 */
export function useCreatorLink(): CreatorLink | null {
  const { t } = useTranslation('shell');
  const signedIn = useSessionStore(selectSignedIn);
  const profile = useQuery({ ...profileQuery({ background: true }), enabled: signedIn });
  const contentCreationAccess = useCreationAccess(signedIn);
  if (!signedIn || !profile.data || !contentCreationAccess) return null;
  return contentCreationAccess(profile.data) === 'creator'
    ? { to: href('podcastCreator'), label: t('header.podcastCreator'), creates: true }
    : { to: href('profile'), state: { tab: 'artist' }, label: t('header.becomeCreator'), creates: false };
}
