/** @jest-environment node */
const path = require('path');
const { firstScreenTexts } = require('./first-screen-texts-plugin');

test("a remote's first-screen.json holds its screens' titles in each of its languages", () => {
  const texts = firstScreenTexts(path.join(__dirname, '../../mf-catalogue/src/locales'));
  expect(Object.keys(texts)).toEqual(['en', 'es', 'fr']);
  expect(texts.fr.screens.releases).toBe('Sorties');
  expect(texts.en.screens.releases).toBe('Releases');
  expect(Object.keys(texts.fr)).toEqual(['screens']);
});
