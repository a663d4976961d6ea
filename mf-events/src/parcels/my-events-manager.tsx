import { createParcel } from '@kora/shared/remote-app';
import { MyEventsManager } from '../features/events-manager/components/my-events-manager';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('events', MyEventsManager, translations);
