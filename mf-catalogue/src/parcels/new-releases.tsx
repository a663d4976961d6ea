import { createParcel } from '@kora/shared/remote-app';
import { NewReleases } from '../features/home/components/new-releases';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', NewReleases, translations);
