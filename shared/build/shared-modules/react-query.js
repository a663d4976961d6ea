/** What the page shares of TanStack Query: the names the apps import (see react-router-dom.js). */
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'kora-package/@tanstack/react-query';
