/** @jest-environment node */
import { aProduct, someProducts } from '@kora/shared/testing';
import { renderFirstScreen } from './first-screen';

/** The API as the site's server reads it: answers by address, null for one it does not answer. */
function api(answers: Record<string, unknown>) {
  return jest.fn(async (address: string) => answers[address] ?? null);
}

const PRODUCTS = '/products?limit=9&offset=0&sort=featured';
const draw = (pathname: string, read: ReturnType<typeof api>, language = 'fr', search = '') =>
  renderFirstScreen({ pathname, search, language, origin: 'https://kora.test', read });

describe("the store's screens drawn on the site's server", () => {
  it('draws /store with its first products', async () => {
    const read = api({ [PRODUCTS]: someProducts(3) });
    const drawn = await draw('/store', read);
    expect(drawn!.html).toMatch(/^<div data-kora-area="store"/);
    expect(drawn!.html).toContain('T-shirt 1');
    expect(drawn!.html).toContain('href="/product/3"');
    expect(drawn!.answers).toEqual({ [PRODUCTS]: expect.any(Array) });
    expect(read).toHaveBeenCalledWith(PRODUCTS);
  });

  it('draws a product whose description has no HTML', async () => {
    const product = aProduct(7, { name: 'Casquette Kora', description: null });
    const drawn = await draw('/product/7', api({ '/products/7': product }));
    expect(drawn!.html).toContain('Casquette Kora');
    expect(drawn!.answers).toEqual({ '/products/7': product });
  });

  it('leaves a product described in HTML to the browser, having read it', async () => {
    const read = api({ '/products/7': aProduct(7) });
    expect(await draw('/product/7', read)).toBeNull();
    expect(read.mock.calls).toEqual([['/products/7']]);
  });

  it('draws nothing when the API did not answer, for the cart, or for another app', async () => {
    expect(await draw('/store', api({}))).toBeNull();
    expect(await draw('/product/7', api({}))).toBeNull();
    expect(await draw('/cart', api({}))).toBeNull();
    expect(await draw('/releases', api({}))).toBeNull();
  });
});
