import { createParcel } from '@kora/shared/remote-app';
import { AudioLists } from '../features/home/components/audio-lists';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', AudioLists, translations);
