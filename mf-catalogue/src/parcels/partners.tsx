import { createParcel } from '@kora/shared/remote-app';
import { PartnersSection } from '../features/home/components/partners-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', PartnersSection, translations);
