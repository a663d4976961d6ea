/** The library's sizes, as plain values: the shell reads them without the schema library. */

export const PLAYLIST_MAX_ITEMS = 10_000;
/** Items one add may carry. */
export const PLAYLIST_ADD_MAX = 100;
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 300;
/** Device favourites one sign-in may bring to the account. */
export const FAVOURITES_IMPORT_MAX = 500;
