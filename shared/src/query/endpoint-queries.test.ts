import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { Type } from 'typebox';
import type { Endpoint } from '../contracts/endpoints/endpoint';
import { answer, answerApi, startApiServer } from '../testing/api-server';
import { endpointKey, queryClient, read, USER_QUERY_ROOT, write } from './query-client';

startApiServer();
afterEach(() => queryClient.clear());

const releaseList = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases',
  summary: 'Releases',
  access: 'visitor',
  schema: () => ({
    query: Type.Object({ limit: Type.Optional(Type.Integer()) }),
    response: Type.Array(Type.Object({ id: Type.Integer() })),
  }),
} as const satisfies Endpoint;

const balance = {
  area: 'wallet',
  method: 'GET',
  path: '/user/balance',
  summary: 'Balance',
  access: 'user',
  schema: () => ({ response: Type.Object({ amount: Type.Number() }) }),
} as const satisfies Endpoint;

const topUp = {
  area: 'wallet',
  method: 'POST',
  path: '/wallet/top-up',
  summary: 'Top up',
  access: 'user',
  invalidates: ['wallet'],
  schema: () => ({ body: Type.Object({ amount: Type.Number() }), response: Type.Object({ ok: Type.Boolean() }) }),
} as const satisfies Endpoint;

it('keys a public read by area, operation and arguments, and a signed-in read under the user root', () => {
  expect(read(releaseList, { query: { limit: 5 } }).queryKey).toEqual([
    'catalogue',
    'GET /releases',
    { query: { limit: 5 } },
  ]);
  expect(read(balance).queryKey).toEqual([USER_QUERY_ROOT, 'wallet', 'GET /user/balance', {}]);
  expect(endpointKey(balance)).toEqual([USER_QUERY_ROOT, 'wallet', 'GET /user/balance']);
});

it('reads through the table: the answer is what the API sent for that query', async () => {
  const calls = answerApi([answer(releaseList, [{ id: 3 }])]);
  await expect(queryClient.fetchQuery(read(releaseList, { query: { limit: 5 } }))).resolves.toEqual([{ id: 3 }]);
  expect(calls[0].query).toEqual({ limit: '5' });
});

it('a write refreshes the reads its declaration names, signed-in ones included', async () => {
  let amount = 10;
  answerApi([
    answer(balance, () => ({ amount })),
    answer(topUp, (_query, body) => {
      amount += body.amount;
      return { ok: true };
    }),
  ]);
  // The balance on screen while the top-up is written.
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result, unmount } = renderHook(() => useQuery(read(balance)), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual({ amount: 10 }));
  await write(topUp, { body: { amount: 5 } });
  // Read again before the write resolves.
  expect(queryClient.getQueryData(read(balance).queryKey)).toEqual({ amount: 15 });
  unmount();
});
