import { mediaUrl } from '@kora/shared';
import './release-cover.css';

/** A release's cover beside its title (decorative: the title names the release), or a plain tile without one. */
export function ReleaseCover({ cover, size = 'small' }: { cover: string | null; size?: 'small' | 'medium' }) {
  const src = mediaUrl(cover);
  const className = `kora-creator-cover kora-creator-cover--${size}`;
  return src ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={`${className} kora-creator-cover--none`} aria-hidden="true">
      ♪
    </span>
  );
}
