import { createParcel } from '@kora/shared/remote-app';
import { NewReleases } from '../features/home/components/new-releases';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', NewReleases, translations);
