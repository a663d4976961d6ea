import { Link } from 'react-router-dom';
import { href, useTranslation, type RouteId } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import './release-chooser.css';

const CHOICES = [
  { id: 'single', route: 'releaseSingle', icon: '♪' },
  { id: 'album', route: 'releaseAlbum', icon: '◎' },
  { id: 'video', route: 'releaseVideo', icon: '▶' },
  { id: 'episode', route: 'episodeCreate', icon: '🎙' },
] as const satisfies readonly { id: string; route: RouteId; icon: string }[];

/** `/artist/release` and `/artist/release/create`: what to publish, each choice a card-sized link. */
export function ReleaseChooserPage() {
  const { t } = useTranslation('creator');
  return (
    <ScreenFrame area="creator" screen="releaseChooser">
      <p className="kora-creator-chooser__intro">{t('releaseChooser.intro')}</p>
      <ul className="kora-creator-chooser">
        {CHOICES.map((choice) => (
          <li key={choice.id}>
            <Link
              className="kora-creator-chooser__card"
              to={href(choice.route)}
              aria-labelledby={`kora-creator-choice-${choice.id}`}
              aria-describedby={`kora-creator-choice-${choice.id}-text`}
            >
              <span className="kora-creator-chooser__icon" aria-hidden="true">
                {choice.icon}
              </span>
              <span id={`kora-creator-choice-${choice.id}`} className="kora-creator-chooser__name">
                {t(`releaseChooser.${choice.id}.name`)}
              </span>
              <span id={`kora-creator-choice-${choice.id}-text`} className="kora-creator-chooser__text">
                {t(`releaseChooser.${choice.id}.text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('myReleases')}>{t('releaseChooser.myReleases')}</Link>
      </p>
    </ScreenFrame>
  );
}
