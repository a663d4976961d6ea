import { mediaUrl, ResponsiveImage } from '@kora/shared';
import './release-cover.css';

/** The cover's box per size, in CSS pixels (release-cover.css: 3rem and 4.5rem). */
const COVER_BOX = {
  small: { width: 48, height: 48, sizes: '48px' },
  medium: { width: 72, height: 72, sizes: '72px' },
} as const;

/** A release's cover beside its title (decorative: the title names the release), or a plain tile without one. */
export function ReleaseCover({ cover, size = 'small' }: { cover: string | null; size?: 'small' | 'medium' }) {
  const src = mediaUrl(cover);
  const className = `kora-creator-cover kora-creator-cover--${size}`;
  return src ? (
    <ResponsiveImage className={className} src={src} alt="" {...COVER_BOX[size]} />
  ) : (
    <span className={`${className} kora-creator-cover--none`} aria-hidden="true">
      ♪
    </span>
  );
}
