import { createParcel } from '@kora/shared/remote-app';
import { ClipsSection } from '../components/home/clips-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', ClipsSection, translations);
