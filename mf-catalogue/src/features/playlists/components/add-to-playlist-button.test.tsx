import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import { addPlaylistItems, createPlaylist, listMyPlaylists } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  expectNothingAsked,
  inTurn,
  locationState,
  renderScreen,
  signInAs,
  UNREACHABLE,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { aPlaylist } from '../test/playlists';
import { AddToPlaylistButton } from './add-to-playlist-button';

catalogueSuite({ library: true });

const mine = [aPlaylist(1, { name: 'Soirée' }), aPlaylist(2, { name: 'Route' })];
const track = { kind: 'track', id: 41, title: 'Minuit Quarante' } as const;
const LIMIT = 'Vous avez atteint la limite de 3 playlists de votre forfait.';

const renderButton = (item: { kind: 'track' | 'episode'; id: number; title: string } = track) =>
  renderScreen(<AddToPlaylistButton item={item} />, { path: '/release/:id', at: '/release/4' });
const theButton = () => screen.getByRole('button', { name: 'Ajouter « Minuit Quarante » à une playlist' });

describe('signed in', () => {
  beforeEach(() => signInAs('lea.martin'));

  it("opens a menu of the user's playlists and 'Nouvelle playlist', walked with the arrows; Escape closes it", async () => {
    answerApi([answer(listMyPlaylists, mine)]);
    renderButton();
    expect(theButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(theButton());
    const menu = await screen.findByRole('menu', { name: 'Ajouter « Minuit Quarante » à une playlist' });
    const entries = await within(menu).findAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Soirée', 'Route', '+ Nouvelle playlist']);
    expect(within(menu).getByRole('menuitem', { name: 'Nouvelle playlist' })).toBeInTheDocument();
    expect(theButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(entries[0]).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(entries[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(entries[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(entries[0]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(theButton()).toHaveFocus();
    expect(theButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds the track to the chosen playlist and says so', async () => {
    const calls = answerApi([answer(listMyPlaylists, mine), answer(addPlaylistItems, { snapshotId: 'snap-2-2' })]);
    renderButton();
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Route' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté à « Route ».');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(theButton()).toHaveFocus();
    const add = calls.find((call) => call.method === 'POST');
    expect(add).toMatchObject({ path: '/playlists/2/items', body: { items: [{ kind: 'track', id: 41 }] } });
  });

  it('adds an episode as an episode', async () => {
    const calls = answerApi([answer(listMyPlaylists, mine), answer(addPlaylistItems, { snapshotId: 'snap-1-2' })]);
    renderButton({ kind: 'episode', id: 3, title: 'Minuit Quarante' });
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Soirée' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté à « Soirée ».');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ items: [{ kind: 'episode', id: 3 }] });
  });

  it('creates a playlist from the menu and adds the track to it', async () => {
    const created = aPlaylist(9, { name: 'Trajets' });
    const calls = answerApi([
      answer(listMyPlaylists, mine),
      answer(createPlaylist, created),
      answer(addPlaylistItems, { snapshotId: 'snap-9-2' }),
    ]);
    renderButton();
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Nouvelle playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle playlist' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Trajets');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Publique' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Ajouté à « Trajets ».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({ path: '/playlists', body: { name: 'Trajets', description: null, public: true } }),
      expect.objectContaining({ path: '/playlists/9/items', body: { items: [{ kind: 'track', id: 41 }] } }),
    ]);
  });

  it("past the plan's playlists limit: the server's message and the way to the plans, nothing added", async () => {
    const calls = answerApi([
      answer(listMyPlaylists, mine),
      answer(createPlaylist, new ApiError(403, { message: LIMIT, error: 'Forbidden' })),
      answer(addPlaylistItems, UNREACHABLE),
    ]);
    renderButton();
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Nouvelle playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle playlist' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Quatrième');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMIT);
    expect(calls.filter((call) => call.path.endsWith('/items'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });

  it('asks for a name before creating', async () => {
    const calls = answerApi([answer(listMyPlaylists, mine), answer(createPlaylist, UNREACHABLE)]);
    renderButton();
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Nouvelle playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Donnez un nom à la playlist.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the track could not be added', async () => {
    answerApi([
      answer(listMyPlaylists, mine),
      answer(addPlaylistItems, new ApiError(409, { message: 'La playlist est pleine.', error: 'Conflict' })),
    ]);
    renderButton();
    await userEvent.click(theButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Soirée' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La playlist est pleine.');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry when the playlists cannot be read', async () => {
    answerApi([answer(listMyPlaylists, inTurn(new Error('down'), mine))]);
    renderButton();
    await userEvent.click(theButton());
    expect(await screen.findByText('Impossible de charger vos playlists.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Réessayer' }));
    expect(await screen.findByRole('menuitem', { name: 'Soirée' })).toBeInTheDocument();
  });
});

describe('a visitor', () => {
  it('is invited to sign in and come back here; nothing is asked of the API', async () => {
    const calls = answerApi({ '/*': UNREACHABLE, 'POST /*': UNREACHABLE });
    renderButton();
    await userEvent.click(theButton());
    expect(screen.getByText('Connectez-vous pour créer des playlists.')).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Se connecter' });
    expect(signIn).toHaveAttribute('href', '/signin?next=%2Frelease%2F4');
    await waitFor(() => expect(signIn).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(theButton()).toHaveFocus();
    await expectNothingAsked(calls);
  });
});
