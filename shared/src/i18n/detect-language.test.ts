import { detectLanguage, isSafeLanguageTag, toLanguage } from './detect-language';

const none = { stored: null, browser: [], page: null };

describe('language detection', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage({ stored: 'es', browser: ['en-US'], page: 'fr' })).toBe('es');
  });

  it('then the first supported browser language, region dropped', () => {
    expect(detectLanguage({ ...none, browser: ['de-DE', 'en-GB', 'es'] })).toBe('en');
    expect(detectLanguage({ ...none, browser: ['es-419'] })).toBe('es');
  });

  it("then the page's lang, then French", () => {
    expect(detectLanguage({ ...none, browser: ['de'], page: 'en' })).toBe('en');
    expect(detectLanguage({ ...none, browser: ['de'], page: 'it' })).toBe('fr');
    expect(detectLanguage(none)).toBe('fr');
  });

  it.each([
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "en'; alert(1); '",
    'javascript:alert(1)',
    'en-script',
    'de',
  ])('gives French for a stored value %p that is not a supported code', (stored) => {
    expect(detectLanguage({ stored, browser: ['en-US'], page: 'es' })).toBe('fr');
  });

  it('skips injection-looking browser values', () => {
    expect(detectLanguage({ ...none, browser: ['<es>', 'en'] })).toBe('en');
  });

  it('recognises language tags', () => {
    expect(isSafeLanguageTag('fr')).toBe(true);
    expect(isSafeLanguageTag('en-US')).toBe(true);
    expect(isSafeLanguageTag('fr"')).toBe(false);
    expect(toLanguage(' EN-us ')).toBe('en');
    expect(toLanguage('pt-BR')).toBeNull();
  });
});
