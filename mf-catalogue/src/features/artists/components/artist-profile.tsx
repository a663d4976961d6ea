import type { ReactNode } from 'react';
import { ResponsiveImage, ShareLinks, useTranslation } from '@kora/shared';
import { SafeHtml } from '@kora/shared/safe-html';
import type { ArtistDetail, VideoClip } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../../../common/lib/media';
import '../../../common/components/detail-parts.css';
import '../../../common/components/text.css';
import { ArtistReleases } from './artist-releases';
import { ArtistVideos } from './artist-videos';
import './artist-profile.css';

/**
 * An artist: portrait, real name, the follow button with the follower count (the page gives it),
 * release count, biography, share links, then their clips and releases.
 */
export function ArtistProfile({
  artist,
  follow,
  clipDownload,
}: {
  artist: ArtistDetail;
  /** The follower count and the follow button, which the page gives. */
  follow?: ReactNode;
  /** Each clip's download, which the page gives. */
  clipDownload?: (clip: VideoClip) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <div className="kora-cat-artist">
        <ResponsiveImage
          className="kora-cat-artist__image"
          src={artist.image ?? FALLBACK_COVER}
          alt={t('artist.portraitOf', { name: artist.name })}
          width={240}
          height={240}
          sizes="(max-width: 640px) calc(100vw - 2rem), 240px"
          priority
        />
        <div className="kora-cat-artist__summary">
          {artist.realName && (
            <p className="kora-cat-artist__real-name">
              <span className="kora-cat-muted">{t('artist.realName')}</span> {artist.realName}
            </p>
          )}
          {follow}
          <p className="kora-cat-muted">{t('artist.releasesCount', { count: artist.releasesCount })}</p>
          <SafeHtml html={artist.bio} className="kora-cat-artist__bio" />
          <ShareLinks title={artist.name} networks={['facebook', 'twitter', 'vk']} />
        </div>
      </div>
      {artist.longBio && (
        <section className="kora-cat-about" aria-labelledby="kora-artist-biography">
          <h2 id="kora-artist-biography">{t('artist.biography')}</h2>
          <SafeHtml html={artist.longBio} />
        </section>
      )}
      <ArtistVideos artistId={artist.id} clipDownload={clipDownload} />
      <ArtistReleases artistId={artist.id} />
    </>
  );
}
