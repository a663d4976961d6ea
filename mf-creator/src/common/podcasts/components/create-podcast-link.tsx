import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

/** The way to `/podcast-creator/create`, from the manager and from an episode form with no podcast yet. */
export function CreatePodcastLink({ accent = true }: { accent?: boolean }) {
  const { t } = useTranslation('creator');
  return (
    <Link className={accent ? 'kora-button kora-button--accent' : 'kora-button'} to={href('podcastCreate')}>
      {t('podcasts.create')}
    </Link>
  );
}
