import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { bus } from '../bus/event-bus';
import { operationOf, type CallArgs, type Endpoint, type ResponseOf } from '../contracts/endpoints/endpoint';
import { isApiError } from '../http/api-error';
import { http, type CallArguments } from '../http/http-client';

/**
 * Keys of data that belong to the signed-in user (access rights, subscription, purchases…) start
 * with this segment: signing out drops them all at once.
 */
export const USER_QUERY_ROOT = 'user';

/** A key for a query whose answer depends on who is signed in: `userQueryKey('track-access', 12)`. */
export function userQueryKey(...parts: readonly unknown[]): QueryKey {
  return [USER_QUERY_ROOT, ...parts];
}

/**
 * The catalogue's public reads (releases, artists, podcasts, episodes, news) start with this segment:
 * a creator's write refreshes them all at once.
 */
export const CATALOGUE_QUERY_ROOT = 'catalogue';

/** A key of the catalogue's public data: `catalogueQueryKey('release', '12')`. */
export function catalogueQueryKey(...parts: readonly unknown[]): QueryKey {
  return [CATALOGUE_QUERY_ROOT, ...parts];
}

function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A parcel and a screen of another remote asking for the same data within this time share it.
        staleTime: 30_000,
        // Screens show their error with a Retry button at once; the visitor decides when to try again.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one query cache: @kora/shared is a singleton, so every app reads and fills this one. */
export const queryClient: QueryClient = createPageQueryClient();

bus.on('auth:changed', ({ signedIn }) => {
  if (!signedIn) queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  else void queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT] });
});

/** A failed query the server answered with "no such thing" (a malformed id included). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * Query options for a read by hand. Kept for remotes built before the endpoint table (the kernel's
 * exports only grow within a major version); new code reads with `read(endpoint, args)`.
 * @deprecated
 */
export function apiRead<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => load(signal) });
}

/**
 * The query key of an endpoint's read: its area, its operation, then its arguments. An endpoint for
 * signed-in users, or whose answer depends on who asks, is keyed under the user's root, so signing out
 * drops it. Without arguments, the key covers every read of the endpoint (to invalidate them).
 */
export function endpointKey<E extends Endpoint>(endpoint: E, args?: CallArgs<E>): QueryKey {
  const key: unknown[] = [endpoint.area, operationOf(endpoint)];
  if (args !== undefined) key.push(args);
  return endpoint.access === 'user' || endpoint.personal ? userQueryKey(...key) : key;
}

/** Query options for one endpoint's read: `useQuery(read(getRelease, { params: { id } }))`. */
export function read<E extends Endpoint>(endpoint: E, ...[args, options]: CallArguments<E>) {
  const callArgs = (args ?? {}) as CallArgs<E>;
  return queryOptions({
    queryKey: endpointKey(endpoint, callArgs),
    queryFn: ({ signal }) =>
      http.call(endpoint, ...([callArgs, { ...options, signal }] as unknown as CallArguments<E>)),
  });
}

/**
 * One write to the API: once it succeeds, the reads its declaration names (`invalidates`) are read
 * again, and it resolves when those on screen show its outcome (so an action stays busy until then):
 * `useMutation({ mutationFn: (text) => write(commentRelease, { params, body: { text } }) })`.
 */
export async function write<E extends Endpoint>(endpoint: E, ...callArgs: CallArguments<E>): Promise<ResponseOf<E>> {
  const answer = await http.call(endpoint, ...callArgs);
  // An area's reads for signed-in users live under the user's root.
  const keys = (endpoint.invalidates ?? []).flatMap((root) =>
    root === USER_QUERY_ROOT ? [[root]] : [[root], userQueryKey(root)],
  );
  // A refresh that fails leaves its read showing the error; the write itself did succeed.
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }).catch(() => undefined)));
  return answer;
}
