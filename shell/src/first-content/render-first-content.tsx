import { renderToStaticMarkup } from 'react-dom/server';
import { configureHttp, type Language, type RouteId } from '@kora/shared';
import { FirstContent, type ScreenTitles } from './first-content';

export { firstContentReads, readAddress } from './first-content-reads';

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
  return renderToStaticMarkup(<FirstContent route={route} data={data} titles={titles} language={language} />);
}
export { visitorLanguage } from './visitor-language';
