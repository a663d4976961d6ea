import { createParcel } from '@kora/shared/remote-app';
import { HeroBanners } from '../features/home/components/hero-banners';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', HeroBanners, translations);
