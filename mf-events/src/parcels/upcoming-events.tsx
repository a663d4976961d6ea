import { createParcel } from '@kora/shared/remote-app';
import { UpcomingEvents } from '../features/upcoming/components/upcoming-events';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('events', UpcomingEvents, translations);
