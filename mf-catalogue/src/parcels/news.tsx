import { createParcel } from '@kora/shared/remote-app';
import { NewsSection } from '../features/home/components/news-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', NewsSection, translations);
