import { createParcel } from '@kora/shared/remote-app';
import { NewsSection } from '../components/home/news-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', NewsSection, translations);
