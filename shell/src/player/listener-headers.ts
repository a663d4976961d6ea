import { getLanguage } from '@kora/shared';
import { AD_DEVICE_HEADER } from '@kora/shared/contracts/endpoints';
import { listeningDevice } from './listening-device';

/** Who is listening, sent with every ads call: the device for a visitor, the language for the campaigns. */
export const listenerHeaders = () => ({ [AD_DEVICE_HEADER]: listeningDevice(), 'Accept-Language': getLanguage() });
