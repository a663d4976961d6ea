import { ApiError, useFavouritesStore, useSessionStore, useToastStore, type FavouriteItem } from '@kora/shared';
import { FAVOURITES_IMPORT_MAX, type FavouritesImportResult } from '@kora/shared/contracts';
import { importFavourites } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectNothingAsked,
  loadTexts,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { shellTranslations } from '../locales';
import { installDeviceFavouritesImport } from './install-device-favourites-import';

const USAGE = { used: 12, limit: 50 };
const imported = (result: Partial<FavouritesImportResult> = {}): FavouritesImportResult => ({
  added: 0,
  alreadyThere: 0,
  overLimit: 0,
  unknown: 0,
  usage: USAGE,
  ...result,
});

const podcast = (id: FavouriteItem['id'], title = `Podcast ${id}`): FavouriteItem => ({ id, title });
const episode = (id: FavouriteItem['id'], title = `Épisode ${id}`): FavouriteItem => ({ id, title });

const toasts = () => useToastStore.getState().toasts.map(({ message, kind }) => ({ message, kind }));
const device = () => {
  const { podcasts, episodes } = useFavouritesStore.getState();
  return { podcasts: podcasts.map((item) => item.id), episodes: episodes.map((item) => item.id) };
};

let stop: () => void = () => undefined;

startApiServer();
beforeAll(() => loadTexts('shell', shellTranslations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

function keepOnDevice(podcasts: FavouriteItem[], episodes: FavouriteItem[] = []) {
  useFavouritesStore.setState({ podcasts, episodes });
}

it("sends the device's podcasts and episodes to the account at sign-in, then forgets them on the device", async () => {
  keepOnDevice([podcast(4), podcast('7')], [episode(31)]);
  const calls = answerApi([answer(importFavourites, imported({ added: 3 }))]);
  stop = installDeviceFavouritesImport();
  await expectNothingAsked(calls);

  act(() => signInAs('lea.martin'));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { message: 'Vos favoris de cet appareil sont maintenant sur votre compte.', kind: 'success' },
    ]),
  );
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/me/favorites/import',
      query: {},
      body: {
        items: [
          { kind: 'podcasts', id: 4 },
          { kind: 'podcasts', id: 7 },
          { kind: 'episodes', id: 31 },
        ],
      },
    },
  ]);
  expect(device()).toEqual({ podcasts: [], episodes: [] });
});

it('says how many did not fit under the plan’s limit', async () => {
  keepOnDevice([podcast(4), podcast(5)], [episode(31), episode(32), episode(33)]);
  answerApi([answer(importFavourites, imported({ added: 1, alreadyThere: 1, overLimit: 3 }))]);
  stop = installDeviceFavouritesImport();

  act(() => signInAs('lea.martin'));
  await waitFor(() =>
    expect(toasts()).toEqual([
      {
        message: '3 favoris n’ont pas pu être ajoutés : la limite de votre forfait est atteinte.',
        kind: 'info',
      },
    ]),
  );
  expect(device()).toEqual({ podcasts: [], episodes: [] });
});

it('says it of one favourite in the singular', async () => {
  keepOnDevice([podcast(4), podcast(5)]);
  answerApi([answer(importFavourites, imported({ added: 1, overLimit: 1 }))]);
  stop = installDeviceFavouritesImport();

  act(() => signInAs('lea.martin'));
  await waitFor(() =>
    expect(toasts().map(({ message }) => message)).toEqual([
      '1 favori n’a pas pu être ajouté : la limite de votre forfait est atteinte.',
    ]),
  );
});

it.each([
  ['the API fails', new ApiError(500, { message: 'Erreur interne', error: 'Internal Server Error' })],
  ['the network is lost', UNREACHABLE],
] as const)('keeps the device favourites when %s, and tries again at the next sign-in', async (_, failure) => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  keepOnDevice([podcast(4)], [episode(31)]);
  const failed = answerApi([answer(importFavourites, failure)]);
  stop = installDeviceFavouritesImport();

  act(() => signInAs('lea.martin'));
  await waitFor(() => expect(failed).toHaveLength(1));
  await waitFor(() => expect(console.warn).toHaveBeenCalled());
  expect(device()).toEqual({ podcasts: [4], episodes: [31] });
  expect(toasts()).toEqual([]);

  act(() => useSessionStore.getState().signOut());
  const calls = answerApi([answer(importFavourites, imported({ added: 2 }))]);
  act(() => signInAs('lea.martin'));
  await waitFor(() => expect(device()).toEqual({ podcasts: [], episodes: [] }));
  expect(calls).toHaveLength(1);
  expect(toasts().map(({ message }) => message)).toEqual([
    'Vos favoris de cet appareil sont maintenant sur votre compte.',
  ]);
});

it('keeps a favourite added on the device while the others were on their way', async () => {
  keepOnDevice([podcast(4)]);
  let arrive: (result: FavouritesImportResult) => void = () => undefined;
  const calls = answerApi([
    answer(importFavourites, () => new Promise<FavouritesImportResult>((resolve) => (arrive = resolve))),
  ]);
  stop = installDeviceFavouritesImport();

  act(() => signInAs('lea.martin'));
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => useFavouritesStore.getState().add('episodes', episode(31)));
  arrive(imported({ added: 1 }));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(device()).toEqual({ podcasts: [], episodes: [31] });
});

it('asks nothing when the device keeps no favourites, or at sign-out', async () => {
  const calls = answerApi([answer(importFavourites, imported())]);
  stop = installDeviceFavouritesImport();
  act(() => signInAs('lea.martin'));
  await expectNothingAsked(calls);

  keepOnDevice([podcast(4)]);
  act(() => useSessionStore.getState().signOut());
  await expectNothingAsked(calls);
  expect(device()).toEqual({ podcasts: [4], episodes: [] });
});

it('sends them at start for someone still signed in from before', async () => {
  act(() => signInAs('lea.martin'));
  keepOnDevice([podcast(4)]);
  const calls = answerApi([answer(importFavourites, imported({ added: 1 }))]);
  stop = installDeviceFavouritesImport();
  await waitFor(() => expect(device()).toEqual({ podcasts: [], episodes: [] }));
  expect(calls).toHaveLength(1);
});

it('leaves on the device what the account could never take', async () => {
  keepOnDevice([podcast('radio-kora'), podcast(4)]);
  const calls = answerApi([answer(importFavourites, imported({ added: 1 }))]);
  stop = installDeviceFavouritesImport();
  act(() => signInAs('lea.martin'));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(calls[0].body).toEqual({ items: [{ kind: 'podcasts', id: 4 }] });
  expect(device()).toEqual({ podcasts: ['radio-kora'], episodes: [] });
});

it('sends more than one call can carry in several calls', async () => {
  const many = Array.from({ length: FAVOURITES_IMPORT_MAX + 2 }, (_, index) => episode(index + 1));
  keepOnDevice([], many);
  const calls = answerApi([
    answer(importFavourites, (_, body) =>
      imported({ added: Math.min(body.items.length, 20), overLimit: Math.max(body.items.length - 20, 0) }),
    ),
  ]);
  stop = installDeviceFavouritesImport();
  act(() => signInAs('lea.martin'));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  expect(calls.map(({ body }) => (body as { items: unknown[] }).items.length)).toEqual([FAVOURITES_IMPORT_MAX, 2]);
  expect(toasts()[0].message).toBe(
    `${FAVOURITES_IMPORT_MAX - 20} favoris n’ont pas pu être ajoutés : la limite de votre forfait est atteinte.`,
  );
  expect(device()).toEqual({ podcasts: [], episodes: [] });
});
