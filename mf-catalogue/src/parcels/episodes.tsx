import { createParcel } from '@kora/shared/remote-app';
import { EpisodesSection } from '../features/home/components/episodes-section';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', EpisodesSection, translations);
