import { createParcel } from '@kora/shared/remote-app';
import { UpcomingEvents } from '../features/upcoming/components/upcoming-events';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('events', UpcomingEvents, translations);
