import { ApiError, setLanguage } from '@kora/shared';
import { answerApi, apiServer, later, networkSettled, resetKernel, startApiServer } from '@kora/shared/testing';
import type { SearchHit, SearchSuggestResponse } from '@kora/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { LocationProbe, renderInShell } from '../render-in-shell';
import { aSearchHit } from './search.test-support';

startApiServer();

const aya = aSearchHit({ type: 'artists', id: 3, title: 'Aya Nakamura', imageUrl: '/uploads/images/aya.jpg' });
const soleil = aSearchHit({
  type: 'releases',
  id: 12,
  title: 'Soleil levant',
  subtitle: 'Aya Nakamura',
  titleMatches: [{ start: 0, length: 6 }],
});
const soleilTrack = aSearchHit({
  type: 'tracks',
  id: 41,
  releaseId: 12,
  title: 'Soleil de minuit',
  subtitle: 'Soleil levant',
  titleMatches: [{ start: 0, length: 6 }],
  subtitleMatches: [{ start: 0, length: 6 }],
});

function suggest(items: SearchHit[]) {
  return answerApi({ '/search/suggest': ({ q }): SearchSuggestResponse => ({ query: q, items }) });
}

async function renderHeader() {
  const user = userEvent.setup();
  await renderInShell(
    <>
      <Header />
      <LocationProbe />
    </>,
  );
  return { user, box: screen.getByRole('combobox', { name: 'Rechercher sur Kora' }) };
}

const location = () => screen.getByTestId('location').textContent;
/** The suggestions on screen (the language selector has options too). */
const shownOptions = () => {
  const list = screen.queryByRole('listbox', { name: 'Suggestions' });
  return list ? within(list).queryAllByRole('option') : [];
};
const findOptions = async () =>
  within(await screen.findByRole('listbox', { name: 'Suggestions' })).findAllByRole('option');
const findOption = async (name: RegExp) =>
  within(await screen.findByRole('listbox', { name: 'Suggestions' })).findByRole('option', { name });
/** The box's live region, which screen readers read out as the suggestions change. */
const searchStatus = (box: HTMLElement) =>
  within(box.closest<HTMLElement>('[data-kora-popover="search"]')!).getByRole('status');

beforeEach(() => {
  resetKernel();
});

describe('The header search box', () => {
  it('suggests what matches once typing pauses, with the matched letters marked', async () => {
    const calls = suggest([soleil, soleilTrack]);
    const { user, box } = await renderHeader();

    await user.type(box, 'soleil');
    await networkSettled();
    expect(calls).toEqual([]);

    const options = await findOptions();
    expect(calls.map((call) => call.query.q)).toEqual(['soleil']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Soleil levant');
    expect(options[0]).toHaveTextContent('Aya Nakamura');
    expect(options[0]).toHaveTextContent('Sortie');
    expect(options[0].querySelector('mark')).toHaveTextContent(/^Soleil$/);
    expect(options[1]).toHaveTextContent('Titre');
    expect([...options[1].querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Soleil', 'Soleil']);
    expect(searchStatus(box)).toHaveTextContent('2 suggestions');
  });

  it('marks an event that has begun among the suggestions', async () => {
    suggest([
      aSearchHit({ type: 'events', id: 7, title: 'Soleil en scène', past: true }),
      aSearchHit({ type: 'events', id: 8, title: 'Soleil de retour', past: false }),
    ]);
    const { user, box } = await renderHeader();
    await user.type(box, 'soleil');
    const [past, upcoming] = await findOptions();
    expect(past).toHaveTextContent('Événement passé');
    expect(upcoming).toHaveTextContent('Événement');
    expect(upcoming).not.toHaveTextContent('passé');
  });

  it('asks nothing for fewer than two letters', async () => {
    const calls = suggest([aya]);
    const { user, box } = await renderHeader();
    await user.type(box, ' a ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the suggestions with the arrows and opens the chosen one with Enter', async () => {
    suggest([aya, soleilTrack]);
    const { user, box } = await renderHeader();
    await user.type(box, 'aya');
    const options = await findOptions();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);

    // A track opens the release it is on.
    await user.keyboard('{Enter}');
    expect(location()).toBe('/release/12');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an artist clicked in the list', async () => {
    suggest([aya]);
    const { user, box } = await renderHeader();
    await user.type(box, 'aya');
    await user.click(await findOption(/Aya Nakamura/));
    expect(location()).toBe('/artist/3');
  });

  it('opens the results page for what is typed when Enter comes before any choice', async () => {
    suggest([soleil]);
    const { user, box } = await renderHeader();
    await user.type(box, "soleil d'or");
    await findOptions();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=soleil+d%27or');
  });

  it('closes the suggestions with Escape, empties the box with a second Escape, and closes when left', async () => {
    suggest([soleil]);
    const { user, box } = await renderHeader();
    await user.type(box, 'soleil');
    await findOptions();

    await user.keyboard('{Escape}');
    expect(shownOptions()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('soleil');
    expect(box).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.type(box, 'soleil');
    await findOptions();
    fireEvent.mouseDown(document.body);
    expect(shownOptions()).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, ' levant');
    await findOptions();
    await user.tab();
    expect(shownOptions()).toEqual([]);
  });

  it('shows the answer to the latest query, cancelling a slower older one', async () => {
    const slow = later<SearchSuggestResponse>();
    const asked: Request[] = [];
    apiServer.events.on('request:start', ({ request }) => void asked.push(request));
    const calls = answerApi({
      '/search/suggest': ({ q }) => (q === 'sol' ? slow.answer() : { query: q, items: [soleil] }),
    });
    const { user, box } = await renderHeader();

    await user.type(box, 'sol');
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.type(box, 'eil');
    expect(await findOption(/Soleil levant/)).toBeInTheDocument();

    slow.give({ query: 'sol', items: [aSearchHit({ type: 'artists', id: 9, title: 'Solange' })] });
    await networkSettled();
    expect(shownOptions().map((option) => option.textContent)).toEqual([expect.stringContaining('Soleil levant')]);
    expect(asked[0].signal.aborted).toBe(true);
    apiServer.events.removeAllListeners('request:start');
  });

  it("offers no other query's suggestions while the ones for the new text load", async () => {
    const slow = later<SearchSuggestResponse>();
    answerApi({
      '/search/suggest': ({ q }) => (q === 'aya' ? { query: q, items: [aya] } : slow.answer()),
    });
    const { user, box } = await renderHeader();

    await user.type(box, 'aya');
    expect(await findOption(/Aya Nakamura/)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'soleil');
    expect(await screen.findByText('Recherche…')).toBeInTheDocument();
    expect(shownOptions()).toEqual([]);

    slow.give({ query: 'soleil', items: [soleil] });
    expect(await findOption(/Soleil levant/)).toBeInTheDocument();
    expect(screen.queryByText('Recherche…')).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when suggestions cannot be had, without breaking the header', async () => {
    answerApi({
      '/search/suggest': ({ q }) =>
        q === 'zzz' ? { query: q, items: [] } : new ApiError(500, { message: 'boom' }, 'Internal Server Error'),
    });
    const { user, box } = await renderHeader();
    const status = searchStatus(box);

    await user.type(box, 'zzz');
    expect(await screen.findByText('Aucun résultat pour « zzz »', { ignore: '[role=status]' })).toBeVisible();
    expect(status).toHaveTextContent('Aucun résultat pour « zzz »');

    await user.clear(box);
    await user.type(box, 'panne');
    expect(
      await screen.findByText('Les suggestions sont indisponibles pour le moment.', { ignore: '[role=status]' }),
    ).toBeVisible();
    expect(status).toHaveTextContent('Les suggestions sont indisponibles pour le moment.');
    expect(screen.getByRole('button', { name: /^Panier/ })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('closes when the bell opens, and the bell closes when the box is used', async () => {
    suggest([soleil]);
    const { user, box } = await renderHeader();
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await user.type(box, 'soleil');
    await findOptions();
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(shownOptions()).toEqual([]);

    await user.type(box, ' levant');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(await findOptions()).toHaveLength(1);
  });

  it('names the kinds of suggestions in English too', async () => {
    suggest([aya, soleil]);
    const { user, box } = await renderHeader();
    await act(() => setLanguage('en'));
    await user.type(screen.getByRole('combobox', { name: 'Search Kora' }), 'aya');
    const options = await findOptions();
    expect(options[0]).toHaveTextContent('Artist');
    expect(options[1]).toHaveTextContent('Release');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
});
