import { useFormat } from '@kora/shared';
import { formatCount } from '@kora/shared/format';

/** Likes, plays, followers and viewers as the reader's locale writes them ('89,4 k' in French, '89.4k' in English). */
export function useCountText(): (count: number | null | undefined) => string {
  const { locale } = useFormat();
  return (count) => formatCount(count, locale);
}
