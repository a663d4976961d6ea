import { createParcel } from '@kora/shared/remote-app';
import { MyEventsManager } from '../features/events-manager/components/my-events-manager';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('events', MyEventsManager, translations);
