import { useLocation } from 'react-router-dom';
import { useEffect, useState } from 'react';
import {
  ErrorState,
  expireSession,
  isApiError,
  LoadingState,
  profileQuery,
  selectSignedIn,
  useQuery,
  useSessionStore,
  useTranslation,
} from '@kora/shared';
import { RemoteParcel, ScreenFrame } from '@kora/shared/remote-app';
import type { Profile } from '@kora/shared/contracts';
import { CreatorZone } from '../features/creator/components/creator-zone';
import { OfflineStorage } from '../features/offline/components/offline-storage';
import { OrderHistory } from '../features/orders/components/order-history';
import { PlanTab } from '../features/plan/components/plan-tab';
import { useCurrentSubscription } from '../features/plan/hooks/use-current-subscription';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { ProfileLinks } from '../features/profile/components/profile-links';
import { Tabs, type Tab } from '../features/profile/components/tabs';
import { SettingsTab } from '../features/settings/components/settings-tab';
import { SupportTab } from '../features/support/components/support-tab';
import { WalletTab } from '../features/wallet/components/wallet-tab';
import { useTopUpReturn } from '../features/wallet/hooks/use-top-up-return';
import '../common/components/account-forms.css';
import '../features/profile/components/profile.css';

const PROFILE_TABS = ['profile', 'plan', 'orders', 'wallet', 'settings', 'artist', 'events', 'support'] as const;
type ProfileTabId = (typeof PROFILE_TABS)[number];

/**
 * The tab another screen sends the user to, as `navigate(href('profile'), { state: { tab: 'events' } })`,
 * or a link names (`/profile?tab=support`, a notification's).
 */
function requestedTab(state: unknown, search: string): ProfileTabId | null {
  const tab = (state as { tab?: unknown } | null)?.tab ?? new URLSearchParams(search).get('tab');
  return PROFILE_TABS.find((id) => id === tab) ?? null;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

export function ProfilePage() {
  const { t } = useTranslation('account');
  // The chrome's own read of the profile: one cache entry for both.
  const profile = useQuery(profileQuery());
  const subscription = useCurrentSubscription();
  const [edited, setEdited] = useState<Profile | null>(null);
  const topUpReturn = useTopUpReturn();
  // Back from a wallet top-up's checkout, the wallet is what the user came back to see.
  const location = useLocation();
  const [tab, setTab] = useState<ProfileTabId>(
    topUpReturn ? 'wallet' : (requestedTab(location.state, location.search) ?? 'profile'),
  );

  useEffect(() => {
    // The http client ends a session the server refused; this covers a refusal it could not tie to the token.
    if (isUnauthorized(profile.error) && selectSignedIn(useSessionStore.getState())) expireSession();
  }, [profile.error]);

  const content = () => {
    if (profile.status === 'error') {
      if (isUnauthorized(profile.error)) return null;
      return <ErrorState message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
    }
    if (profile.status === 'pending' || !subscription.current) return <LoadingState />;
    if (!profile.data?.username)
      return <ErrorState message={t('profile.unavailable')} onRetry={() => void profile.refetch()} />;
    const user = edited ?? profile.data;
    const { plan } = subscription.current;
    const tabs: Tab<ProfileTabId>[] = [
      { id: 'profile', label: t('tabs.profile'), panel: <ProfileDetails profile={user} /> },
      {
        id: 'plan',
        label: t('tabs.plan'),
        panel: <PlanTab current={subscription.current} onChanged={subscription.reload} />,
      },
      { id: 'orders', label: t('tabs.orders'), panel: <OrderHistory /> },
      { id: 'wallet', label: t('tabs.wallet'), panel: <WalletTab topUpReturn={topUpReturn} /> },
      { id: 'settings', label: t('tabs.settings'), panel: <SettingsTab profile={user} onSaved={setEdited} /> },
    ];
    // Shown on every plan: it says what creating takes, and offers it.
    tabs.push({
      id: 'artist',
      label: t('tabs.artist'),
      panel: <CreatorZone profile={user} plan={plan} onChanged={setEdited} onPlanChanged={subscription.reload} />,
    });
    if (plan.features.events.enabled) {
      tabs.push({
        id: 'events',
        label: t('tabs.events'),
        panel: <RemoteParcel parcel="my-events-manager" />,
      });
    }
    tabs.push({ id: 'support', label: t('tabs.support'), panel: <SupportTab /> });
    return (
      <>
        <ProfileHeader profile={user} plan={plan} />
        <OfflineStorage />
        <ProfileLinks />
        <Tabs label={t('tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />
      </>
    );
  };

  return (
    <ScreenFrame area="account" screen="profile">
      <div className="kora-profile">{content()}</div>
    </ScreenFrame>
  );
}
