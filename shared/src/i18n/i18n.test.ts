import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

type I18nModule = typeof import('./i18n');
type BusModule = typeof import('../bus/event-bus');

/** A fresh kernel (bus + i18n) as a page would load it, after `setup` prepared the page. */
async function freshKernel(): Promise<{ i18nModule: I18nModule; busModule: BusModule }> {
  let i18nModule: I18nModule | undefined;
  let busModule: BusModule | undefined;
  await jest.isolateModulesAsync(async () => {
    busModule = await import('../bus/event-bus');
    i18nModule = await import('./i18n');
  });
  return { i18nModule: i18nModule as I18nModule, busModule: busModule as BusModule };
}

const navigatorLanguages = jest.spyOn(window.navigator, 'languages', 'get');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  navigatorLanguages.mockReturnValue(['en-US', 'en']);
});

describe('i18n', () => {
  it('starts in the stored language and marks the page with it', async () => {
    localStorage.setItem('i18nextLng', 'es');
    const { i18nModule } = await freshKernel();
    await i18nModule.initI18n();
    expect(i18nModule.i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18nModule.i18n.t('sectionUnavailable.title')).toBe('Esta sección no está disponible por el momento.');
  });

  it('falls back to French for a script-injection value in i18nextLng and overwrites it', async () => {
    localStorage.setItem('i18nextLng', '<script>alert("x")</script>');
    const { i18nModule } = await freshKernel();
    await i18nModule.initI18n();
    expect(i18nModule.getLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(i18nModule.i18n.t('sectionUnavailable.title')).toBe('Cette section est momentanément indisponible.');
  });

  it('uses the browser language when nothing is stored', async () => {
    const { i18nModule } = await freshKernel();
    await i18nModule.initI18n();
    expect(i18nModule.getLanguage()).toBe('en');
    expect(i18nModule.i18n.t('sectionUnavailable.retry')).toBe('Retry');
  });

  it('is idempotent', async () => {
    const { i18nModule } = await freshKernel();
    const first = i18nModule.initI18n();
    expect(i18nModule.initI18n()).toBe(first);
    await first;
  });

  it('setLanguage switches, persists and announces the language', async () => {
    const { i18nModule, busModule } = await freshKernel();
    await i18nModule.initI18n();
    const handler = jest.fn();
    busModule.bus.on('language:changed', handler);

    await i18nModule.setLanguage('es');

    expect(i18nModule.i18n.t('retry')).toBe('Reintentar');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    // …and tells the site's server, which draws the next page's first screen in it.
    expect(document.cookie).toContain('i18nextLng=es');
    expect(document.documentElement.lang).toBe('es');
    expect(handler).toHaveBeenCalledWith({ language: 'es' });
  });

  it('adds an app namespace, with common texts still reachable from it', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const { i18nModule } = await freshKernel();
    i18nModule.addTranslations('store', {
      fr: { title: 'Boutique' },
      en: { title: 'Store' },
      es: { title: 'Tienda' },
    });
    await i18nModule.initI18n();
    const t = i18nModule.i18n.getFixedT(null, 'store');
    expect(t('title')).toBe('Boutique');
    expect(t('close')).toBe('Fermer');
    await i18nModule.setLanguage('en');
    expect(i18nModule.i18n.getFixedT(null, 'store')('title')).toBe('Store');
  });

  it('fetches only the texts of the page language, and another language’s when the page switches to it', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const { i18nModule } = await freshKernel();
    const loaders = {
      fr: jest.fn(async () => ({ default: { title: 'Boutique' } })),
      en: jest.fn(async () => ({ default: { title: 'Store' } })),
      es: jest.fn(async () => ({ default: { title: 'Tienda' } })),
    };
    await i18nModule.addTranslations('store', loaders);
    expect(i18nModule.i18n.getFixedT(null, 'store')('title')).toBe('Boutique');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.es).not.toHaveBeenCalled();

    await i18nModule.setLanguage('es');
    expect(i18nModule.i18n.getFixedT(null, 'store')('title')).toBe('Tienda');
    await i18nModule.setLanguage('fr');
    expect(loaders.fr).toHaveBeenCalledTimes(1);
  });

  it('merges a second set of texts into a namespace when a screen asks for it, in the language it switches to as well', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const { i18nModule } = await freshKernel();
    const texts = (title: string) => async () => ({ default: { title } });
    const everyScreen = {
      fr: jest.fn(texts('Sorties')),
      en: jest.fn(texts('Releases')),
      es: jest.fn(texts('Lanzamientos')),
    };
    const someScreens = {
      fr: jest.fn(async () => ({ default: { comments: { title: 'Commentaires' } } })),
      en: jest.fn(async () => ({ default: { comments: { title: 'Comments' } } })),
      es: jest.fn(async () => ({ default: { comments: { title: 'Comentarios' } } })),
    };
    await i18nModule.addTranslations('catalogue', everyScreen);
    expect(someScreens.fr).not.toHaveBeenCalled();
    await i18nModule.addTranslations('catalogue', someScreens);
    await i18nModule.addTranslations('catalogue', someScreens);
    const t = () => i18nModule.i18n.getFixedT(null, 'catalogue');
    expect([t()('title'), t()('comments.title')]).toEqual(['Sorties', 'Commentaires']);
    expect(everyScreen.fr).toHaveBeenCalledTimes(1);
    expect(someScreens.fr).toHaveBeenCalledTimes(1);

    await i18nModule.setLanguage('en');
    expect([t()('title'), t()('comments.title')]).toEqual(['Releases', 'Comments']);
  });

  it('uses English for a key missing in Spanish', async () => {
    localStorage.setItem('i18nextLng', 'es');
    const { i18nModule } = await freshKernel();
    i18nModule.addTranslations('demo', { fr: { only: 'Seulement' }, en: { only: 'Only' }, es: {} });
    await i18nModule.initI18n();
    expect(i18nModule.i18n.getFixedT(null, 'demo')('only')).toBe('Only');
  });

  it('ships the same common keys in the three languages', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const french = keys(fr);
    expect(keys(en)).toEqual(french);
    expect(keys(es)).toEqual(french);
    expect(french).toEqual(expect.arrayContaining(['loading', 'retry', 'error.generic', 'empty.generic', 'close']));
  });
});
