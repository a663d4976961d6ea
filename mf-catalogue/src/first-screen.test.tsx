/** @jest-environment node */
import { album, article, artist, episode, podcast, summary } from '@kora/shared/testing';
import { renderFirstScreen } from './first-screen';

/** The API as the site's server reads it: answers by address, null for one it does not answer. */
function api(answers: Record<string, unknown>) {
  return jest.fn(async (address: string) => answers[address] ?? null);
}

const RELEASES = '/releases?limit=13&offset=0&sort=featured';
const EPISODES = '/episodes?limit=13&offset=0&sort=live-first';
const NEWS = '/articles?limit=100';
const draw = (pathname: string, read: ReturnType<typeof api>, language = 'fr', search = '') =>
  renderFirstScreen({ pathname, search, language, origin: 'https://kora.test', read });

describe("the catalogue's screens drawn on the site's server", () => {
  it('draws /releases as the screen does: its heading, its search and filters, then the first cards', async () => {
    const read = api({
      [RELEASES]: [summary(4, { title: 'Minuit Quarante' }), summary(9, { title: 'Soleil de Noailles' })],
    });
    const drawn = await draw('/releases', read);
    expect(drawn).not.toBeNull();
    const { html } = drawn!;
    // Scoped as the remote's styles expect, then the screen's heading, its search, then its cards.
    expect(html).toMatch(/^<div data-kora-area="catalogue"/);
    expect(html).toMatch(/<h1 id="screen-releases">Sorties<\/h1><form class="kora-list-filters[^"]*" role="search">/);
    expect(html.indexOf('role="search"')).toBeLessThan(html.indexOf('href="/release/4"'));
    expect(html.indexOf('href="/release/4"')).toBeLessThan(html.indexOf('href="/release/9"'));
    expect(html).toContain('Minuit Quarante');
    // The page carries the answer, under the address the browser's screen asks for.
    expect(drawn!.answers).toEqual({ [RELEASES]: expect.any(Array) });
    expect(drawn!.answersId).toBe('kora-first-answers');
    expect(read).toHaveBeenCalledWith(RELEASES);
  });

  it("draws a release in the visitor's language, its cover fetched first", async () => {
    const drawn = await draw(`/release/${album.id}`, api({ [`/releases/${album.id}`]: album }), 'en');
    const heading = drawn!.html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
    expect(heading).toBe(`Release : ${album.title}`);
    expect(drawn!.html).toMatch(/<img [^>]*fetchPriority="high"/i);
  });

  it('draws /podcasts with the first episodes, live ones first', async () => {
    const read = api({ [EPISODES]: [episode(1, { title: 'Les câbles reviennent' }), episode(2)] });
    const drawn = await draw('/podcasts', read);
    expect(drawn!.html).toContain('Les câbles reviennent');
    expect(drawn!.html).toContain('href="/episode/2"');
    expect(drawn!.answers).toEqual({ [EPISODES]: expect.any(Array) });
  });

  it('draws /news with its articles and their category tabs', async () => {
    const read = api({
      [NEWS]: [article(1, { title: 'Le festival des Ondes' }), article(2, { category: 'Concerts' })],
    });
    const drawn = await draw('/news', read);
    expect(drawn!.html).toContain('Le festival des Ondes');
    expect(drawn!.html).toContain('Concerts');
    expect(drawn!.answers).toEqual({ [NEWS]: expect.any(Array) });
  });

  it('draws an artist by their slug, their biography in plain words', async () => {
    const plain = { ...artist, bio: null, longBio: null };
    const drawn = await draw(`/artist/${artist.slug}`, api({ [`/artists/${artist.slug}`]: plain }));
    expect(drawn!.html).toContain(artist.name);
    expect(drawn!.html).toContain(artist.realName);
    expect(drawn!.answers).toEqual({ [`/artists/${artist.slug}`]: plain });
  });

  it('leaves an article, or an artist with a biography in HTML, to the browser, having read them', async () => {
    const read = api({ [`/artists/${artist.slug}`]: artist, '/articles/3': article(3) });
    expect(await draw(`/artist/${artist.slug}`, read)).toBeNull();
    expect(await draw('/news/3', read)).toBeNull();
    expect(read.mock.calls).toEqual([[`/artists/${artist.slug}`], ['/articles/3']]);
  });

  it('draws an article whose content has no HTML', async () => {
    const drawn = await draw('/news/3', api({ '/articles/3': article(3, { title: 'Trois scènes', content: '' }) }));
    expect(drawn!.html).toContain('Trois scènes');
    expect(Object.keys(drawn!.answers)).toEqual(['/articles/3']);
  });

  it('draws a podcast with its episodes', async () => {
    const drawn = await draw('/podcast/1', api({ '/podcasts/1': podcast([episode(1), episode(2)]) }));
    expect(drawn!.html).toContain('Les Ondes du Soir');
    expect(drawn!.html).toContain('href="/episode/2"');
    expect(Object.keys(drawn!.answers)).toEqual(['/podcasts/1']);
  });

  it('draws an episode', async () => {
    const drawn = await draw('/episode/7', api({ '/episodes/7': episode(7, { title: 'Débuter sans se ruiner' }) }));
    expect(drawn!.html).toContain('Débuter sans se ruiner');
    expect(drawn!.answers).toEqual({ '/episodes/7': expect.objectContaining({ id: 7 }) });
  });

  it("draws nothing when the API did not answer, for a page of the visitor's own, or for another app", async () => {
    expect(await draw('/releases', api({}))).toBeNull();
    expect(await draw('/library', api({}))).toBeNull();
    expect(await draw('/favorites', api({}))).toBeNull();
    expect(await draw('/track/success', api({}), 'fr', '?session_id=cs_1')).toBeNull();
    expect(await draw('/events', api({}))).toBeNull();
  });

  it('draws one page at a time, each with its own answers', async () => {
    const read = api({ [RELEASES]: [summary(4, { title: 'Minuit Quarante' })], [`/releases/${album.id}`]: album });
    const [list, release] = await Promise.all([draw('/releases', read), draw(`/release/${album.id}`, read)]);
    expect(Object.keys(list!.answers)).toEqual([RELEASES]);
    expect(Object.keys(release!.answers)).toEqual([`/releases/${album.id}`]);
  });
});
