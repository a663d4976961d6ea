import { folderTexts } from './folder-texts';

const FILES: Record<string, object> = {
  locales: { screens: { events: 'Événements' } },
  'features/tickets/locales': { tickets: { title: 'Mes billets' } },
  'features/late/locales': { screens: { events: 'Agenda' } },
};

it('merges each folder’s file of the language in the folders’ order, loading them side by side', async () => {
  const asked: string[] = [];
  const load = (folder: string) => {
    asked.push(folder);
    return Promise.resolve({ default: FILES[folder] });
  };
  const texts = folderTexts(['locales', 'features/tickets/locales', 'features/late/locales'], load);
  expect(asked).toEqual([]);
  await expect(texts()).resolves.toEqual({ screens: { events: 'Agenda' }, tickets: { title: 'Mes billets' } });
  expect(asked).toEqual(['locales', 'features/tickets/locales', 'features/late/locales']);
});

it('fails when a folder’s file cannot be loaded, so the texts are asked for again', async () => {
  const texts = folderTexts(['locales'], () => Promise.reject(new Error('chunk failed')));
  await expect(texts()).rejects.toThrow('chunk failed');
});
