import { SkeletonCard, SkeletonList } from '@kora/shared';

/** Hits still loading, drawn as rows in the list's own layout. */
export function SearchHitsSkeleton({ count }: { count: number }) {
  return <SkeletonList count={count} className="kora-search-hits" item={<SkeletonCard media="square" lines={2} />} />;
}
