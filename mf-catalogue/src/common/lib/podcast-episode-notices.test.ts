import { useFavouritesStore } from '@kora/shared';
import { answerApi, networkSettled, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { watchFavouritePodcasts } from './podcast-episode-notices';

startApiServer();
beforeEach(resetKernel);

const podcast = (id: number) => ({ id, title: `Podcast ${id}` });
const calls = (recorded: { method: string; path: string }[]) => recorded.map(({ method, path }) => `${method} ${path}`);

it('asks for the new episodes of a podcast a signed-in user adds to favourites, and stops when it leaves them', async () => {
  signInAs('aminata');
  const recorded = answerApi({
    'PUT /notifications/podcasts/3': null,
    'PUT /notifications/podcasts/4': null,
    'DELETE /notifications/podcasts/3': null,
    'DELETE /notifications/podcasts/4': null,
  });
  const stop = watchFavouritePodcasts();
  const favourites = useFavouritesStore.getState();
  favourites.add('podcasts', podcast(3));
  favourites.add('podcasts', podcast(4));
  favourites.add('episodes', { id: 9, title: 'Épisode 9' });
  favourites.remove('podcasts', 3);
  useFavouritesStore.getState().clear();
  await networkSettled();
  stop();
  expect(calls(recorded)).toEqual([
    'PUT /notifications/podcasts/3',
    'PUT /notifications/podcasts/4',
    'DELETE /notifications/podcasts/3',
    'DELETE /notifications/podcasts/4',
  ]);
});

it('keeps a visitor’s favourites on the device only', async () => {
  const recorded = answerApi({});
  const stop = watchFavouritePodcasts();
  useFavouritesStore.getState().add('podcasts', podcast(3));
  await networkSettled();
  stop();
  expect(recorded).toEqual([]);
  expect(useFavouritesStore.getState().podcasts).toEqual([podcast(3)]);
});
