import { Link } from 'react-router-dom';
import { EmptyState, href, QuerySection, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getArtistDashboard, listMyArtistReleases } from '@kora/shared/contracts/endpoints';
import { ScreenFrame } from '@kora/shared/remote-app';
import { FlashMessage } from '../../../common/releases/components/flash-message';
import { NotAnArtist } from '../../../common/releases/components/not-an-artist';
import { isForbidden } from '../../../common/releases/lib/is-forbidden';
import { DailyChart } from './daily-chart';
import { QuickActions } from './quick-actions';
import { RecentReleases } from './recent-releases';
import { StatCards } from './stat-cards';
import './dashboard.css';

/** `/artist/dashboard`: the artist's figures, 30 days of plays and sales, shortcuts and recent releases. */
export function DashboardPage() {
  const { t } = useTranslation('creator');
  const dashboard = useQuery(read(getArtistDashboard));
  const releases = useQuery(read(listMyArtistReleases));
  const forbidden = isForbidden(dashboard.error) || isForbidden(releases.error);

  return (
    <ScreenFrame area="creator" screen="artistDashboard">
      <div className="kora-creator-dashboard">
        <FlashMessage />
        {forbidden ? (
          <NotAnArtist />
        ) : (
          <>
            <QueryView query={dashboard} errorText={t('dashboard.statsError')}>
              {(data) => (
                <>
                  <p className="kora-creator-dashboard__hello">{t('dashboard.hello', { name: data.artist.name })}</p>
                  <StatCards stats={data.stats} />
                  <div className="kora-creator-dashboard__charts">
                    <DailyChart
                      title={t('dashboard.charts.playsTitle')}
                      days={data.days}
                      measure="plays"
                      shape="area"
                    />
                    <DailyChart title={t('dashboard.charts.salesTitle')} days={data.days} measure="sales" shape="bar" />
                  </div>
                </>
              )}
            </QueryView>
            <QuickActions />
            <QuerySection
              id="kora-creator-recent"
              title={t('dashboard.recent.title')}
              className="kora-creator-dashboard__section"
              more={{ to: href('myReleases'), label: t('dashboard.recent.all') }}
              query={releases}
              errorText={t('releases.loadError')}
              isEmpty={(data) => data.releases.length === 0}
              empty={
                <EmptyState
                  title={t('dashboard.recent.empty')}
                  hint={<Link to={href('releaseChooser')}>{t('dashboard.recent.create')}</Link>}
                />
              }
            >
              {(data) => <RecentReleases releases={data.releases} />}
            </QuerySection>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
