import { createParcel } from '@kora/shared/remote-app';
import { ArtistsSection } from '../features/home/components/artists-section';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', ArtistsSection, translations);
