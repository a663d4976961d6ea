import { create } from 'zustand';
import { isId, isRecord, readJson, sameId, STORAGE_KEYS, writeJson } from './storage';

export interface FavouriteItem {
  id: number | string;
  title: string;
  subtitle?: string;
  coverImage?: string | null;
}

export type FavouriteKind = 'podcasts' | 'episodes';

type FavouriteLists = Record<FavouriteKind, FavouriteItem[]>;

export interface FavouritesState extends FavouriteLists {
  /** Adds the item; one already in the list (same id) is left as it is. */
  add(kind: FavouriteKind, item: FavouriteItem): void;
  remove(kind: FavouriteKind, id: FavouriteItem['id']): void;
  toggle(kind: FavouriteKind, item: FavouriteItem): void;
  isFavourite(kind: FavouriteKind, id: FavouriteItem['id']): boolean;
  clear(): void;
}

function isFavouriteItem(value: unknown): value is FavouriteItem {
  return isRecord(value) && isId(value.id) && typeof value.title === 'string';
}

function isStoredLists(value: unknown): value is Partial<Record<FavouriteKind, unknown>> {
  return isRecord(value);
}

function storedLists(): FavouriteLists {
  const stored = readJson(STORAGE_KEYS.favourites, isStoredLists, {});
  const list = (value: unknown): FavouriteItem[] => (Array.isArray(value) ? value.filter(isFavouriteItem) : []);
  return { podcasts: list(stored.podcasts), episodes: list(stored.episodes) };
}

// Starts as a first visit, the device's lists applied right after (why: see the currency store).
export const useFavouritesStore = create<FavouritesState>()((set, get) => {
  const commit = (lists: FavouriteLists): void => {
    set(lists);
    writeJson(STORAGE_KEYS.favourites, lists);
  };
  const lists = (): FavouriteLists => ({ podcasts: get().podcasts, episodes: get().episodes });

  return {
    podcasts: [],
    episodes: [],

    add(kind, item) {
      if (get().isFavourite(kind, item.id)) return;
      commit({ ...lists(), [kind]: [...get()[kind], item] });
    },

    remove(kind, id) {
      if (!get().isFavourite(kind, id)) return;
      commit({ ...lists(), [kind]: get()[kind].filter((item) => !sameId(item.id, id)) });
    },

    toggle(kind, item) {
      if (get().isFavourite(kind, item.id)) get().remove(kind, item.id);
      else get().add(kind, item);
    },

    isFavourite(kind, id) {
      return get()[kind].some((item) => sameId(item.id, id));
    },

    clear() {
      commit({ podcasts: [], episodes: [] });
    },
  };
});

useFavouritesStore.setState(storedLists());
