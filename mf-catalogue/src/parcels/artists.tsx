import { createParcel } from '@kora/shared/remote-app';
import { ArtistsSection } from '../features/home/components/artists-section';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('catalogue', ArtistsSection, translations);
