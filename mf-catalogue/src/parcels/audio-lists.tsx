import { createParcel } from '@kora/shared/remote-app';
import { AudioLists } from '../components/home/audio-lists';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', AudioLists, translations);
