import { createParcel } from '@kora/shared/remote-app';
import { HeroBanners } from '../features/home/components/hero-banners';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', HeroBanners, translations);
