import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useFavouritesStore } from '@kora/shared';
import type { Favourite, FavouriteKind } from '@kora/shared/contracts';
import { addFavourite, listMyFavourites, removeFavourite } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  locationState,
  networkSettled,
  renderScreen,
  signInAs,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import type { FavouriteTarget } from '../hooks/use-favourite';
import { FavouriteToggle } from './favourite-toggle';

catalogueSuite({ library: true });

const RELEASE: FavouriteTarget = { kind: 'releases', id: 4, title: 'Minuit Quarante', subtitle: 'Aya Diop' };
const PODCAST: FavouriteTarget = { kind: 'podcasts', id: 1, title: 'Les Ondes du Soir', coverImage: null };

const renderToggle = (item: FavouriteTarget) =>
  renderScreen(<FavouriteToggle item={item} />, { path: '/release/:id', at: '/release/4' });
const favourite = (kind: FavouriteKind, id: number): Favourite => ({
  kind,
  id,
  title: `Favori ${id}`,
  subtitle: null,
  cover: null,
  link: `/release/${id}`,
  available: true,
  addedAt: '2026-11-20T10:00:00.000Z',
});
const change = (kind: FavouriteKind, id: number, on: boolean) => ({
  kind,
  id,
  favourite: on,
  usage: { used: 1, limit: 50 },
});
const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('for a visitor', () => {
  it('keeps a podcast on the device, asking nothing of the API', async () => {
    const calls = answerApi({});
    renderToggle(PODCAST);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');
    expect(useFavouritesStore.getState().podcasts).toEqual([{ id: 1, title: 'Les Ondes du Soir', coverImage: null }]);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer des favoris' }));
    expect(useFavouritesStore.getState().podcasts).toEqual([]);
    await networkSettled();
    expect(calls).toEqual([]);
  });

  it('invites to sign in for a release, which a device does not keep', async () => {
    const calls = answerApi({});
    renderToggle(RELEASE);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connectez-vous pour garder vos favoris sur votre compte.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Frelease%2F4');
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await networkSettled();
    expect(calls).toEqual([]);
  });
});

describe('for a signed-in user', () => {
  beforeEach(() => signInAs('lea.martin'));

  it('reads the account’s favourites of the kind, and adds then removes the item there', async () => {
    let kept: Favourite[] = [favourite('releases', 9)];
    const calls = answerApi([
      answer(listMyFavourites, () => kept),
      answer(addFavourite, () => {
        kept = [favourite('releases', 4), ...kept];
        return change('releases', 4, true);
      }),
      answer(removeFavourite, () => {
        kept = kept.filter((item) => item.id !== 4);
        return undefined;
      }),
    ]);
    renderToggle(RELEASE);
    const button = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(calls[0]).toMatchObject({ path: '/me/favorites', query: { kind: 'releases' } });

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer des favoris' }));
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    expect(writes(calls)).toEqual(['PUT /me/favorites/releases/4', 'DELETE /me/favorites/releases/4']);
    expect(useFavouritesStore.getState().podcasts).toEqual([]);
  });

  it('keeps a podcast on the account, not on the device', async () => {
    const calls = answerApi([answer(listMyFavourites, [favourite('podcasts', 1)]), answer(removeFavourite, undefined)]);
    renderToggle(PODCAST);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer des favoris' }));
    await waitFor(() => expect(writes(calls)).toEqual(['DELETE /me/favorites/podcasts/1']));
    expect(useFavouritesStore.getState().podcasts).toEqual([]);
  });

  it('sends one change for a double press', async () => {
    const calls = answerApi([answer(listMyFavourites, []), answer(addFavourite, change('releases', 4, true))]);
    renderToggle(RELEASE);
    const button = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await act(async () => {
      button.click();
      button.click();
    });
    await networkSettled();
    expect(writes(calls)).toEqual(['PUT /me/favorites/releases/4']);
  });

  it('past the plan’s limit, shows the server’s message beside the button with the way to the plans', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const message = 'Vous avez atteint la limite de 50 favoris de votre forfait.';
    answerApi([answer(listMyFavourites, []), answer(addFavourite, new ApiError(403, { message, error: 'Forbidden' }))]);
    renderToggle(RELEASE);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    expect(alert).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
    alert.mockRestore();
  });

  it('says when the change could not be made, and can be closed', async () => {
    answerApi([answer(listMyFavourites, []), answer(addFavourite, new ApiError(500, {}))]);
    renderToggle(RELEASE);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de modifier vos favoris pour le moment.');
    expect(screen.queryByRole('link', { name: 'Voir les forfaits' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
