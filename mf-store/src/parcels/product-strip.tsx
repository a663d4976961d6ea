import { createParcel } from '@kora/shared/remote-app';
import { ProductStrip } from '../features/products/components/product-strip';
import { translationLoaders as translations } from '../locales/on-demand';

export const { bootstrap, mount, unmount, update } = createParcel('store', ProductStrip, translations);
