import { createParcel } from '@kora/shared/remote-app';
import { EpisodesSection } from '../features/home/components/episodes-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', EpisodesSection, translations);
