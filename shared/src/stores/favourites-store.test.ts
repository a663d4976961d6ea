import { useFavouritesStore } from './favourites-store';

type FavouritesModule = typeof import('./favourites-store');

async function freshModule(): Promise<FavouritesModule> {
  let mod: FavouritesModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./favourites-store');
  });
  return mod as FavouritesModule;
}

const show = { id: 4, title: 'Kora Talk', subtitle: 'Awa', coverImage: null };
const episode = { id: 11, title: 'Épisode 1' };
const favs = () => useFavouritesStore.getState();

beforeEach(() => {
  localStorage.clear();
  useFavouritesStore.setState({ podcasts: [], episodes: [] });
});

describe('favourites store', () => {
  it('adds to the right list and does nothing for an item already there', () => {
    favs().add('podcasts', show);
    favs().add('podcasts', { ...show, id: '4', title: 'Autre' });
    favs().add('episodes', episode);
    expect(favs().podcasts).toEqual([show]);
    expect(favs().episodes).toEqual([episode]);
  });

  it('toggle adds then removes', () => {
    favs().toggle('episodes', episode);
    expect(favs().isFavourite('episodes', 11)).toBe(true);
    favs().toggle('episodes', episode);
    expect(favs().isFavourite('episodes', 11)).toBe(false);
  });

  it('keeps podcasts and episodes apart', () => {
    favs().add('podcasts', show);
    expect(favs().isFavourite('episodes', 4)).toBe(false);
  });

  it('remove and clear', () => {
    favs().add('podcasts', show);
    favs().add('episodes', episode);
    favs().remove('podcasts', '4');
    expect(favs().podcasts).toEqual([]);
    favs().clear();
    expect(favs().episodes).toEqual([]);
  });

  it('saves each change under the favorites key and loads it at start', async () => {
    favs().add('podcasts', show);
    favs().add('episodes', episode);
    expect(JSON.parse(localStorage.getItem('favorites') ?? 'null')).toEqual({
      podcasts: [show],
      episodes: [episode],
    });
    const restored = (await freshModule()).useFavouritesStore.getState();
    expect(restored.podcasts).toEqual([show]);
    expect(restored.episodes).toEqual([episode]);
  });

  it('starts empty when the stored value is corrupt', async () => {
    localStorage.setItem('favorites', '"oops"');
    const restored = (await freshModule()).useFavouritesStore.getState();
    expect(restored.podcasts).toEqual([]);
    expect(restored.episodes).toEqual([]);
  });
});
