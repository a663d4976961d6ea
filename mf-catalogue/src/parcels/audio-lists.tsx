import { createParcel } from '@kora/shared/remote-app';
import { AudioLists } from '../features/home/components/audio-lists';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', AudioLists, translations);
