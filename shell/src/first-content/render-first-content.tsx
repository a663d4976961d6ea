import { renderToStaticMarkup } from 'react-dom/server';
import { configureHttp, i18n, type Language } from '@kora/shared';
import type { Banner } from '@kora/shared/contracts';
import { switchChromeTexts } from '../first-screen/chrome-texts';
import { HomeFirst } from './first-content';

export { firstContentReads, readAddress } from './first-content-reads';
export { visitorLanguage } from './visitor-language';
export { FIRST_ANSWERS_ID } from '@kora/shared';

/** The home's first content as HTML, for the shell's server to put in the page it sends. */
export function renderFirstContent({
  data,
  language,
  apiUrl,
}: {
  data: unknown;
  language: Language;
  apiUrl: string;
}): string {
  configureHttp({ apiUrl });
  switchChromeTexts(language);
  const intro = { title: i18n.t('home.title', { ns: 'shell' }), lead: i18n.t('home.lead', { ns: 'shell' }) };
  return renderToStaticMarkup(<HomeFirst banner={(data as Banner[])[0]} intro={intro} />);
}
