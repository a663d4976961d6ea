import { createParcel } from '@kora/shared/remote-app';
import { ProductStrip } from '../features/products/components/product-strip';
import { translations } from '../locales';

export const { bootstrap, mount, unmount, update } = createParcel('store', ProductStrip, translations);
