import { queryClient, read } from '@kora/shared';
import { listArticles } from '@kora/shared/contracts/endpoints';

/** The news screen asks for this many articles at once. */
export const NEWS_ARTICLES = 100;

/** /news' articles, newest first, every category at once (the screen's tabs choose among them). */
export const newsArticles = () => read(listArticles, { query: { limit: NEWS_ARTICLES } });

/** /news' articles, asked for with the screen's code. */
export function prefetchNewsArticles() {
  return queryClient.prefetchQuery(newsArticles());
}
