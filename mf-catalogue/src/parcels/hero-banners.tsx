import { queryClient, read } from '@kora/shared';
import { listBanners } from '@kora/shared/contracts/endpoints';
import { createParcel } from '@kora/shared/remote-app';
import { HeroBanners } from '../features/home/components/hero-banners';
import { translationLoaders as translations } from '../locales/on-demand';

// The banners are the page's largest picture: they are asked for as soon as this code arrives, while
// the section's texts load and it mounts.
void queryClient.prefetchQuery(read(listBanners));

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', HeroBanners, translations);
