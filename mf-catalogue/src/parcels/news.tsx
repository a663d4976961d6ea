import { createParcel } from '@kora/shared/remote-app';
import { NewsSection } from '../features/home/components/news-section';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', NewsSection, translations);
