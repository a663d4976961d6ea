import { fakeOfflineDevice, resetKernel } from '@kora/shared/testing';
import { askPersistenceOnce, formatStorageSize, storageSpace } from './storage-space';

const device = fakeOfflineDevice();
beforeEach(resetKernel);

const MB = 1024 * 1024;
const plain = (text: string) => text.replace(/\s/g, ' ');

it('writes sizes as the reader reads them', () => {
  expect(plain(formatStorageSize(42 * MB, 'fr-FR'))).toBe('42 Mo');
  expect(plain(formatStorageSize(1.2 * 1024 * MB, 'fr-FR'))).toBe('1,2 Go');
  expect(plain(formatStorageSize(3.46 * MB, 'fr-FR'))).toBe('3,5 Mo');
  expect(plain(formatStorageSize(820 * 1024, 'fr-FR'))).toBe('820 ko');
  expect(plain(formatStorageSize(1.2 * 1024 * MB, 'en-GB'))).toBe('1.2 GB');
});

it('tells the space used and left, and nothing where the browser does not', async () => {
  device.setStorage({ quota: 100 * MB, usage: 45 * MB });
  expect(await storageSpace()).toEqual({ used: 45 * MB, available: 55 * MB });
  Reflect.deleteProperty(navigator, 'storage');
  expect(await storageSpace()).toBeNull();
});

it('asks to keep the storage once per device', async () => {
  await askPersistenceOnce();
  await askPersistenceOnce();
  expect(device.persistRequests()).toBe(1);
});
