import { createParcel } from '@kora/shared/remote-app';
import type { VideoClip } from '@kora/shared/contracts';
import { ClipsSection } from '../features/home/components/clips-section';
import { ClipDownloadButton } from '../features/purchases/components/clip-download-button';
import { ClipPurchases } from '../features/purchases/components/clip-purchases';
import { translationLoaders as translations } from '../locales/on-demand';

/** The home's clips, each with its download (which opens the purchase of its track). */
function ArtistClips() {
  return (
    <ClipPurchases>
      <ClipsSection clipDownload={(clip: VideoClip) => <ClipDownloadButton clip={clip} />} />
    </ClipPurchases>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', ArtistClips, translations);
