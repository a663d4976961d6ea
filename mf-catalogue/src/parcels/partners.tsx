import { createParcel } from '@kora/shared/remote-app';
import { PartnersSection } from '../components/home/partners-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', PartnersSection, translations);
