import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useFavouritesStore, usePlayerStore } from '@kora/shared';
import {
  type Answer,
  answer,
  answerApi,
  comment,
  episode,
  inTurn,
  networkSettled,
  renderScreen,
  signInAs,
  UNREACHABLE,
} from '@kora/shared/testing';
import { addFavourite, listMyFavourites } from '@kora/shared/contracts/endpoints';
import { postCall } from '../test/api';
import { catalogueSuite } from '../testing/catalogue-suite';
import { EpisodePage } from './episode-page';

catalogueSuite({ library: true });
afterEach(() => jest.restoreAllMocks());

const renderEpisode = (id = 3) => renderScreen(<EpisodePage />, { path: '/episode/:id', at: `/episode/${id}` });
const theEpisode = episode(3, { title: 'Les synthés modulaires', viewers: 2300 });
const api = (overrides: Record<string, Answer> = {}) =>
  answerApi({
    '/episodes/3': theEpisode,
    '/episodes/3/rating': { rating: 4.2, ratingCount: 5 },
    '/episodes/3/comments': [comment(1, 'Super clair, merci !')],
    'POST /episodes/3/increment-viewers': { id: 3, viewers: 2301 },
    'POST /episodes/3/rate': { rating: 3.83, ratingCount: 6 },
    'POST /episodes/3/comments': comment(2, 'Bravo', 'Anonyme'),
    ...overrides,
  });

it('shows cover, title, podcast link, viewers in the locale’s compact format, duration and the description', async () => {
  api();
  renderEpisode();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Épisode : Les synthés modulaires' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Couverture de Les synthés modulaires' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Les Ondes du Soir' })).toHaveAttribute('href', '/podcast/1');
  expect(screen.getByText('2,3 k auditeurs')).toBeInTheDocument();
  expect(screen.getByText('12:05')).toBeInTheDocument();
  expect(screen.getByText(/Pourquoi les câbles/)).toBeInTheDocument();
});

it('Listen plays through the player and becomes Pause; the first play counts one viewer, once', async () => {
  const calls = api();
  renderEpisode();
  await userEvent.click(await screen.findByRole('button', { name: /Écouter/ }));
  expect(usePlayerStore.getState()).toMatchObject({
    playing: true,
    track: { id: 'episode:3', title: 'Les synthés modulaires' },
  });
  expect(await screen.findByText('2,3 k auditeurs')).toBeInTheDocument();
  await waitFor(() => expect(calls).toContainEqual(postCall('/episodes/3/increment-viewers')));
  await userEvent.click(screen.getByRole('button', { name: /Pause/ }));
  expect(usePlayerStore.getState().playing).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: /Écouter/ }));
  await networkSettled();
  expect(calls.filter((call) => call.path === '/episodes/3/increment-viewers')).toHaveLength(1);
  expect(screen.getByRole('progressbar', { name: 'Progression de la lecture' })).toBeInTheDocument();
});

it('shows the average to 2 decimals with the vote count, takes a vote and remembers it on the device', async () => {
  const calls = api();
  renderEpisode();
  expect(await screen.findByText('4,20 / 5')).toBeInTheDocument();
  expect(screen.getByText('(5 votes)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '3 étoiles' }));
  await waitFor(() => expect(calls).toContainEqual(postCall('/episodes/3/rate', { rating: 3 })));
  expect(await screen.findByText('3,83 / 5')).toBeInTheDocument();
  expect(screen.getByText('(6 votes)')).toBeInTheDocument();
  expect(screen.getByText('Votre note : 3/5')).toBeInTheDocument();
  expect(localStorage.getItem('rating_3')).toBe('3');
});

it('says when the rating cannot be loaded or a vote fails', async () => {
  api({ '/episodes/3/rating': new Error('down'), 'POST /episodes/3/rate': new ApiError(429, { message: 'Trop' }) });
  renderEpisode();
  expect(await screen.findByText('Impossible de charger les notes.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '1 étoile' }));
  expect(await screen.findByText('La notation a échoué.')).toBeInTheDocument();
});

it('shares: copy link (or says it could not), Twitter, Facebook and WhatsApp', async () => {
  api();
  const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderEpisode();
  await userEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/episode/3');
  expect(await screen.findByText('Lien copié !')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
  expect(await screen.findByText('Impossible de copier le lien.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringContaining('https://wa.me/?text='),
  );
  expect(screen.getByRole('link', { name: /Twitter/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
});

it('comments without an account, and keeps favourites', async () => {
  const calls = api();
  renderEpisode();
  expect(await screen.findByText('Super clair, merci !')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Votre commentaire' }), 'Bravo');
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  await waitFor(() =>
    expect(calls).toContainEqual(postCall('/episodes/3/comments', { content: 'Bravo', parentId: null })),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
  expect(useFavouritesStore.getState().episodes).toEqual([
    expect.objectContaining({ id: 3, title: 'Les synthés modulaires', subtitle: 'Les Ondes du Soir' }),
  ]);
});

it('offers to add the episode to a playlist, beside its favourite button', async () => {
  api();
  renderEpisode();
  expect(
    await screen.findByRole('button', { name: 'Ajouter « Les synthés modulaires » à une playlist' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
});

it('offers a signed-in listener to listen to the episode offline', async () => {
  signInAs('lea.martin');
  answerApi([answer(listMyFavourites, [])]);
  api();
  renderEpisode();
  expect(
    await screen.findByRole('button', { name: 'Écouter « Les synthés modulaires » hors ligne' }),
  ).toBeInTheDocument();
});

it('offers no offline copy of a live episode: it has none to keep', async () => {
  signInAs('lea.martin');
  answerApi([answer(listMyFavourites, [])]);
  api({ '/episodes/3': { ...theEpisode, isLive: true } });
  renderEpisode();
  expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /hors ligne/ })).not.toBeInTheDocument();
});

it('keeps a signed-in listener’s favourite episode on the account, not on the device', async () => {
  signInAs('lea.martin');
  const calls = answerApi([
    answer(listMyFavourites, []),
    answer(addFavourite, { kind: 'episodes', id: 3, favourite: true, usage: { used: 1, limit: 50 } }),
  ]);
  api();
  renderEpisode();
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
  await waitFor(() =>
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/favorites/episodes/3' })),
  );
  expect(useFavouritesStore.getState().episodes).toEqual([]);
});

it("says 'Épisode non trouvé' and 'Cet épisode n'existe pas' for an unknown episode", async () => {
  answerApi({ '/episodes/99': new ApiError(404, { message: 'Épisode non trouvé' }) });
  renderEpisode(99);
  expect(await screen.findByRole('heading', { name: 'Épisode non trouvé' })).toBeInTheDocument();
  expect(screen.getByText("Cet épisode n'existe pas")).toBeInTheDocument();
});

it('offers Retry when the episode cannot be loaded', async () => {
  api({ '/episodes/3': inTurn(UNREACHABLE, theEpisode) });
  renderEpisode();
  expect(await screen.findByText('Impossible de récupérer les épisodes')).toBeInTheDocument();
  await act(async () => screen.getByRole('button', { name: 'Réessayer' }).click());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Épisode : Les synthés modulaires' }),
  ).toBeInTheDocument();
});
