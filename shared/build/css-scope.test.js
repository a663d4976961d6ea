const postcss = require('postcss');
const { cssRule } = require('./create-webpack-config');

const scope = (app, css) => {
  const [, , postcssLoader] = cssRule(app, '/repo/mf-account').oneOf[0].use;
  return postcss(postcssLoader.options.postcssOptions.plugins).process(css, { from: undefined }).css;
};

describe("a remote's stylesheets", () => {
  it('style only what renders inside its area', () => {
    expect(scope('account', '.kora-button { display: inline-flex; }')).toBe(
      '[data-kora-area="account"] .kora-button { display: inline-flex; }',
    );
    expect(scope('catalogue', '.a, .b > p { color: red; } @media (max-width: 600px) { .c { color: blue; } }')).toBe(
      '[data-kora-area="catalogue"] .a, [data-kora-area="catalogue"] .b > p { color: red; } ' +
        '@media (max-width: 600px) { [data-kora-area="catalogue"] .c { color: blue; } }',
    );
  });

  it('turn page-level selectors into the area itself', () => {
    expect(scope('events', 'body { margin: 0; } :root { --gap: 4px; }')).toBe(
      '[data-kora-area="events"] { margin: 0; } [data-kora-area="events"] { --gap: 4px; }',
    );
  });

  it("leave the kernel's kit and the shell's chrome global", () => {
    expect(cssRule('account', '/repo/mf-account').oneOf[1].use).toEqual(['style-loader', 'css-loader']);
    expect(cssRule('shell', '/repo/shell').use).toEqual(['style-loader', 'css-loader']);
  });

  it('are files of their own in a production build, scoped the same way', () => {
    const MiniCssExtractPlugin = require('mini-css-extract-plugin');
    const [extract, , postcssLoader] = cssRule('store', '/repo/mf-store', true).oneOf[0].use;
    expect(extract).toBe(MiniCssExtractPlugin.loader);
    expect(postcssLoader.loader).toBe('postcss-loader');
    expect(cssRule('shell', '/repo/shell', true).use).toEqual([MiniCssExtractPlugin.loader, 'css-loader']);
  });
});
