import { useLocation } from 'react-router-dom';
import { useEffect, useState } from 'react';
import {
  ErrorState,
  expireSession,
  isApiError,
  LoadingState,
  selectSignedIn,
  useQuery,
  useSessionStore,
  useTranslation,
} from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { Profile } from '@kora/shared/contracts';
import { accountQueries } from '../queries';
import { CreatorZone } from '../components/creator/creator-zone';
import { PlanTab } from '../components/plan/plan-tab';
import { OrdersTab } from '../components/profile/orders-tab';
import { ProfileDetails } from '../components/profile/profile-details';
import { ProfileHeader } from '../components/profile/profile-header';
import { ProfileLinks } from '../components/profile/profile-links';
import { RemoteParcel } from '@kora/shared/remote-app';
import { SettingsTab } from '../components/settings/settings-tab';
import { Tabs, type Tab } from '../components/tabs';
import { useTopUpReturn } from '../components/wallet/use-top-up-return';
import { WalletTab } from '../components/wallet/wallet-tab';
import { useCurrentSubscription } from '../hooks/use-current-subscription';
import '../components/account-forms.css';
import '../components/profile/profile.css';

const PROFILE_TABS = ['profile', 'plan', 'orders', 'wallet', 'settings', 'artist', 'events'] as const;
type ProfileTabId = (typeof PROFILE_TABS)[number];

/** The tab another screen sends the user to, as `navigate(href('profile'), { state: { tab: 'events' } })`. */
function requestedTab(state: unknown): ProfileTabId | null {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return PROFILE_TABS.find((id) => id === tab) ?? null;
}

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useQuery(accountQueries.profile());
  const subscription = useCurrentSubscription();
  const [edited, setEdited] = useState<Profile | null>(null);
  const topUpReturn = useTopUpReturn();
  // Back from a wallet top-up's checkout, the wallet is what the user came back to see.
  const location = useLocation();
  const [tab, setTab] = useState<ProfileTabId>(topUpReturn ? 'wallet' : (requestedTab(location.state) ?? 'profile'));

  useEffect(() => {
    // The http client ends a session the server refused; this covers a refusal it could not tie to the token.
    if (isUnauthorized(profile.error) && selectSignedIn(useSessionStore.getState())) expireSession();
  }, [profile.error]);

  const content = () => {
    if (profile.status === 'error') {
      if (isUnauthorized(profile.error)) return null;
      return <ErrorState message={t('profile.loadError')} onRetry={() => void profile.refetch()} />;
    }
    if (profile.status === 'pending' || subscription.status !== 'success') return <LoadingState />;
    if (!profile.data?.username)
      return <ErrorState message={t('profile.unavailable')} onRetry={() => void profile.refetch()} />;
    const user = edited ?? profile.data;
    const { plan } = subscription.data;
    const tabs: Tab<ProfileTabId>[] = [
      { id: 'profile', label: t('tabs.profile'), panel: <ProfileDetails profile={user} /> },
      {
        id: 'plan',
        label: t('tabs.plan'),
        panel: <PlanTab current={subscription.data} onChanged={() => void subscription.refetch()} />,
      },
      { id: 'orders', label: t('tabs.orders'), panel: <OrdersTab /> },
      { id: 'wallet', label: t('tabs.wallet'), panel: <WalletTab topUpReturn={topUpReturn} /> },
      { id: 'settings', label: t('tabs.settings'), panel: <SettingsTab profile={user} onSaved={setEdited} /> },
    ];
    // Shown on every plan: it says what creating takes, and offers it.
    tabs.push({
      id: 'artist',
      label: t('tabs.artist'),
      panel: (
        <CreatorZone
          profile={user}
          plan={plan}
          onChanged={setEdited}
          onPlanChanged={() => void subscription.refetch()}
        />
      ),
    });
    if (plan.features.events.enabled) {
      tabs.push({
        id: 'events',
        label: t('tabs.events'),
        panel: <RemoteParcel parcel="my-events-manager" />,
      });
    }
    return (
      <>
        <ProfileHeader profile={user} plan={plan} />
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
