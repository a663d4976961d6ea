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

/**
 * `/artist/release` and `/artist/release/create`: what to publish, each choice a card named by its link
 * (the whole card answers a click) and described by its text.
 */
export function ReleaseChooserPage() {
  const { t } = useTranslation('creator');
  return (
    <ScreenFrame area="creator" screen="releaseChooser">
      <p className="kora-creator-chooser__intro">{t('releaseChooser.intro')}</p>
      <ul className="kora-creator-chooser">
        {CHOICES.map((choice) => (
          <li key={choice.id} className="kora-creator-chooser__card">
            <span className="kora-creator-chooser__icon" aria-hidden="true">
              {choice.icon}
            </span>
            <Link
              className="kora-creator-chooser__name"
              to={href(choice.route)}
              aria-describedby={`kora-creator-choice-${choice.id}-text`}
            >
              {t(`releaseChooser.${choice.id}.name`)}
            </Link>
            <span id={`kora-creator-choice-${choice.id}-text`} className="kora-creator-chooser__text">
              {t(`releaseChooser.${choice.id}.text`)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={href('myReleases')}>{t('releaseChooser.myReleases')}</Link>
      </p>
    </ScreenFrame>
  );
}
