import { screen } from '@testing-library/react';
import { clearOfflineCopies } from '@kora/shared/offline';
import {
  anOfflineFile,
  anOfflinePackage,
  fakeOfflineDevice,
  loadTexts,
  renderScreen,
  resetKernel,
  saveOffline,
  signInAs,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { OfflineStorage } from './offline-storage';

startApiServer();
const device = fakeOfflineDevice();
beforeAll(() => loadTexts('account', translations));
beforeEach(async () => {
  resetKernel();
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const MB = 1024 * 1024;

const release = (id: number) => anOfflinePackage('release', id, [anOfflineFile(id, { cover: null })], { cover: null });

it('tells how many items this device keeps to play offline, and the space used and left', async () => {
  await saveOffline(release(12));
  await saveOffline(release(13));
  device.setStorage({ quota: 45 * MB + 1.2 * 1024 * MB, usage: 45 * MB });
  renderScreen(<OfflineStorage />);
  expect(screen.getByRole('heading', { name: 'Écoute hors ligne' })).toBeInTheDocument();
  expect(await screen.findByText('2 éléments disponibles hors ligne')).toBeInTheDocument();
  expect(await screen.findByText('Espace utilisé : 45 Mo · disponible : 1,2 Go')).toBeInTheDocument();
});

it('says when nothing is kept, without a space line where the browser does not tell it', async () => {
  Reflect.deleteProperty(navigator, 'storage');
  renderScreen(<OfflineStorage />);
  expect(await screen.findByText('0 élément disponible hors ligne')).toBeInTheDocument();
  expect(screen.queryByText(/Espace utilisé/)).not.toBeInTheDocument();
});
