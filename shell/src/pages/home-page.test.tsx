import { act, screen } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import { provideParcelLoader, type ParcelRequest } from '@kora/shared/remote-app';
import { renderInShell } from '../chrome/render-in-shell';
import { HomePage } from './home-page';

const areaOf = (props: object) => (props as { domElement: HTMLElement }).domElement;

/** Each parcel shows a heading with its module's name. */
const sectionParcel = (expose: string): ParcelConfigObject => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    areaOf(props).innerHTML = `<h2>${expose}</h2>`;
  },
  unmount: async (props) => {
    areaOf(props).innerHTML = '';
  },
});
const load = jest.fn(async (request: ParcelRequest) => sectionParcel(request.expose));

/** The slots the page asked the browser to watch; `scrollNear` brings them all near the viewport. */
let watched: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
const scrollNear = () =>
  watched.forEach(({ callback, targets }) =>
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );

beforeAll(() => provideParcelLoader(load));
beforeEach(() => {
  load.mockClear();
  watched = [];
  window.IntersectionObserver = class {
    readonly targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      watched.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('fetches the hero at once and every other section as it comes near the viewport', async () => {
  await act(() => renderInShell(<HomePage />));
  expect(await screen.findByRole('heading', { name: './parcels/hero-banners' })).toBeInTheDocument();
  expect(load.mock.calls.map(([request]) => request.expose)).toEqual(['./parcels/hero-banners']);
  expect(screen.getAllByRole('status')).toHaveLength(9);

  act(scrollNear);
  expect(await screen.findByRole('heading', { name: './parcels/new-releases' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(10);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    './parcels/hero-banners',
    './parcels/artists',
    './parcels/artist-clips',
    './parcels/audio-lists',
    './parcels/episodes',
    './parcels/product-strip',
    './parcels/upcoming-events',
    './parcels/news',
    './parcels/partners',
    './parcels/new-releases',
  ]);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("keeps each waiting section's height: the hero's 400 px, a phone's and a desktop's for the lists", async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await renderInShell(<HomePage />);
  const [hero, artists] = screen.getAllByRole('status');
  expect(hero).toHaveStyle({ '--kora-reserved-narrow': '400px', '--kora-reserved-wide': '400px' });
  expect(artists).toHaveStyle({ '--kora-reserved-narrow': '357px', '--kora-reserved-wide': '382px' });
  for (const skeleton of screen.getAllByRole('status')) expect(skeleton).toHaveTextContent('Chargement…');
});
