import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFavouritesStore } from '@kora/shared';
import { loadTexts, renderScreen, resetKernel, startApiServer } from '@kora/shared/testing';
import { translations } from '../locales';
import { FavouritesPage } from './favourites-page';

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(() => {
  resetKernel();
  useFavouritesStore
    .getState()
    .add('podcasts', { id: 1, title: 'Les Ondes du Soir', subtitle: 'Marc Ondes', coverImage: null });
  useFavouritesStore.getState().add('episodes', { id: 3, title: 'Les synthés', subtitle: 'Les Ondes du Soir' });
});

const renderPage = () => renderScreen(<FavouritesPage />, { path: '/favorites' });

it('lists podcasts and episodes with their link, subtitle and type badge, and filters them', async () => {
  renderPage();
  const list = screen.getByRole('list');
  expect(within(list).getByRole('link', { name: 'Les Ondes du Soir' })).toHaveAttribute('href', '/podcast/1');
  expect(within(list).getByRole('link', { name: 'Les synthés' })).toHaveAttribute('href', '/episode/3');
  expect(within(list).getByText('Marc Ondes')).toBeInTheDocument();
  expect(within(list).getByText('Podcast')).toBeInTheDocument();
  expect(within(list).getByText('Épisode')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Épisodes' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Podcasts' }));
  expect(screen.getByRole('listitem')).toHaveTextContent('Les Ondes du Soir');
});

it('removes one item, then says when a filter is empty', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Retirer Les synthés des favoris' }));
  expect(useFavouritesStore.getState().episodes).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Épisodes' }));
  expect(screen.getByText('Aucun épisode dans vos favoris.')).toBeInTheDocument();
});

it('clears everything, then says there are no favourites yet', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
  expect(screen.getByText("Vous n'avez encore aucun favori.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Parcourir les podcasts' })).toHaveAttribute('href', '/podcasts');
  expect(localStorage.getItem('favorites')).toBe(JSON.stringify({ podcasts: [], episodes: [] }));
});
