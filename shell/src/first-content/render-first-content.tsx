import { renderToStaticMarkup } from 'react-dom/server';
import { configureHttp, i18n, type Language, type RouteId } from '@kora/shared';
import { switchChromeTexts } from '../first-screen/chrome-texts';
import { FirstContent, type ScreenTitles } from './first-content';

export { firstContentReads, readAddress } from './first-content-reads';
export { visitorLanguage } from './visitor-language';
export { FIRST_ANSWERS_ID } from '@kora/shared';

/** A public page's first content as HTML, for the shell's server to put in the page it sends. */
export function renderFirstContent({
  route,
  data,
  titles,
  language,
  apiUrl,
}: {
  route: RouteId;
  data: unknown;
  titles: ScreenTitles;
  language: Language;
  apiUrl: string;
}): string {
  configureHttp({ apiUrl });
  switchChromeTexts(language);
  const intro = { title: i18n.t('home.title', { ns: 'shell' }), lead: i18n.t('home.lead', { ns: 'shell' }) };
  return renderToStaticMarkup(
    <FirstContent route={route} data={data} titles={titles} intro={intro} language={language} />,
  );
}