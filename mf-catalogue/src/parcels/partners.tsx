import { createParcel } from '@kora/shared/remote-app';
import { PartnersSection } from '../features/home/components/partners-section';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', PartnersSection, translations);
