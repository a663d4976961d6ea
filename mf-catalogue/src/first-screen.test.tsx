/** @jest-environment node */
import { album, summary } from '@kora/shared/testing';
import { renderFirstScreen } from './first-screen';

/** The API as the site's server reads it: answers by address, null for one it does not answer. */
function api(answers: Record<string, unknown>) {
  return jest.fn(async (address: string) => answers[address] ?? null);
}

const RELEASES = '/releases?limit=13&offset=0&sort=featured';
const draw = (pathname: string, read: ReturnType<typeof api>, language = 'fr', search = '') =>
  renderFirstScreen({ pathname, search, language, origin: 'https://kora.test', read });

describe("the catalogue's screens drawn on the site's server", () => {
  it('draws /releases as the screen does: its heading, its search and filters, then the first cards', async () => {
    const read = api({ [RELEASES]: [summary(4, { title: 'Minuit Quarante' }), summary(9, { title: 'Soleil de Noailles' })] });
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

  it('draws nothing when the API did not answer, for a page that needs an account, or for another app', async () => {
    expect(await draw('/releases', api({}))).toBeNull();
    expect(await draw('/library', api({}))).toBeNull();
    expect(await draw('/events', api({}))).toBeNull();
  });

  it('draws one page at a time, each with its own answers', async () => {
    const read = api({ [RELEASES]: [summary(4, { title: 'Minuit Quarante' })], [`/releases/${album.id}`]: album });
    const [list, release] = await Promise.all([draw('/releases', read), draw(`/release/${album.id}`, read)]);
    expect(Object.keys(list!.answers)).toEqual([RELEASES]);
    expect(Object.keys(release!.answers)).toEqual([`/releases/${album.id}`]);
  });
});
