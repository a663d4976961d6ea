import { ScreenFrame } from '@kora/shared/remote-app';
import { NewsList } from '../features/news/components/news-list';

/** /news: the articles by category. */
export function NewsPage() {
  return (
    <ScreenFrame area="catalogue" screen="news">
      <NewsList />
    </ScreenFrame>
  );
}
