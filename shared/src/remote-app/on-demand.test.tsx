import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { initI18n, setLanguage } from '@kora/shared';
import { onDemand } from './on-demand';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

it("holds a screen's height, announced as loading, until the screen's code is there", async () => {
  let arrive: (screenModule: { default: ComponentType }) => void = () => undefined;
  const TicketsScreen = onDemand(() => new Promise((resolve) => (arrive = resolve)));
  render(<TicketsScreen />);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  expect(screen.getByRole('status')).toHaveStyle({ minHeight: '80vh' });

  await act(async () => arrive({ default: () => <h1>Mes billets</h1> }));
  expect(screen.getByRole('heading', { level: 1, name: 'Mes billets' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('asks for a screen’s code once, whether preloaded first or not, and shows it without waiting again', async () => {
  const load = jest.fn(async () => ({ NewsPage: () => <h1>Actualités</h1> }));
  const NewsScreen = onDemand(load, 'NewsPage');
  NewsScreen.preload();
  NewsScreen.preload();
  await act(async () => undefined);
  render(<NewsScreen />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows a screen whose code is already here at once, without a loading state', async () => {
  const PodcastsScreen = onDemand(async () => ({ default: () => <h1>Podcasts</h1> }));
  PodcastsScreen.preload();
  await act(async () => undefined);
  render(<PodcastsScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('starts the first read of the address it is preloaded for, with its code', async () => {
  const prefetch = jest.fn();
  const ReleaseScreen = onDemand(async () => ({ ReleasePage: () => <h1>Racines</h1> }), 'ReleasePage', { prefetch });
  const address = { params: { id: '4' }, search: new URLSearchParams('tab=tracks') };
  ReleaseScreen.preload(address);
  ReleaseScreen.preload();
  expect(prefetch.mock.calls).toEqual([[address]]);
});
