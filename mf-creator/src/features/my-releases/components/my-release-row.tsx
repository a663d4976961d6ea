import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorText, href, useFormat, useTranslation } from '@kora/shared';
import type { CreatorRelease } from '@kora/shared/contracts';
import { formatCount } from '@kora/shared/format';
import { ReleaseCover } from '../../../common/releases/components/release-cover';
import { ReleaseStatusBadge } from '../../../common/releases/components/release-status-badge';
import { useReleaseAction, type ReleaseAction } from '../hooks/use-release-action';
import { DeleteReleaseDialog } from './delete-release-dialog';

interface MyReleaseRowProps {
  release: CreatorRelease;
  onDone: (message: string) => void;
}

/** One of the artist's releases: its status, sales and plays, and what can be done with it. */
export function MyReleaseRow({ release, onDone }: MyReleaseRowProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const action = useReleaseAction(release, onDone);
  const titleId = `kora-creator-release-${release.id}`;
  const busy = action.isPending;
  // The release's title completes each action's name for screen readers ("Modifier Nuit blanche").
  const named = (label: string): ReactNode => (
    <>
      {label}
      <span className="kora-visually-hidden"> {release.title}</span>
    </>
  );
  const run = (which: ReleaseAction) => action.mutate(which, { onSettled: () => setConfirming(false) });

  return (
    <li className="kora-creator-release" aria-labelledby={titleId}>
      <ReleaseCover cover={release.coverImage} size="medium" />
      <div className="kora-creator-release__body">
        <div className="kora-creator-release__head">
          <h2 id={titleId} className="kora-creator-release__title">
            {release.title}
          </h2>
          <ReleaseStatusBadge status={release.status} />
        </div>
        <p className="kora-creator-release__meta">
          {t(`releases.types.${release.type}`)} ·{' '}
          <time dateTime={release.releaseDate}>{format.date(release.releaseDate)}</time>
        </p>
        <p className="kora-creator-release__meta">
          {t('myReleases.sales', { count: release.salesCount })} ·{' '}
          {t('myReleases.plays', { count: release.playsCount, plays: formatCount(release.playsCount, format.locale) })}
        </p>
        <div className="kora-creator-release__actions" aria-busy={busy || undefined}>
          <Link className="kora-button" to={href('releaseEdit', { id: release.id })}>
            {named(t('myReleases.edit'))}
          </Link>
          {release.status === 'draft' ? (
            <button
              type="button"
              className="kora-button kora-button--accent"
              disabled={busy}
              onClick={() => run('publish')}
            >
              {named(t('myReleases.publish'))}
            </button>
          ) : (
            <Link className="kora-button" to={href('release', { id: release.id })}>
              {named(t('myReleases.view'))}
            </Link>
          )}
          <button type="button" className="kora-button" disabled={busy} onClick={() => setConfirming(true)}>
            {named(t('myReleases.delete'))}
          </button>
        </div>
        {action.isError && (
          <p className="kora-field__error" role="alert">
            {errorText(action.error, t('myReleases.actionError'))}
          </p>
        )}
      </div>
      <DeleteReleaseDialog
        release={release}
        open={confirming}
        deleting={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('delete')}
      />
    </li>
  );
}
