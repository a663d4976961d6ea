import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';
import { apiPath, http } from '../http/http-client';
import { QueryView } from '../query/query-view';
import { useSessionStore } from '../stores/session-store';
import { answerApi, UNREACHABLE, startApiServer } from './api-server';
import { loadTexts, resetKernel, signInAs } from './kernel-state';
import { expectLocation, renderScreen } from './render-screen';
import { summary } from './fixtures/catalogue';

startApiServer();
beforeAll(() => loadTexts());
beforeEach(resetKernel);

function ReleaseTitle({ id }: { id: string }) {
  const release = useQuery({
    queryKey: ['release', id],
    queryFn: () => http.get<{ title: string }>(`/releases/${id}`),
  });
  return (
    <QueryView query={release} notFoundText="Sortie introuvable" errorText="Erreur de chargement">
      {(data) => <h1>{data.title}</h1>}
    </QueryView>
  );
}

it('answers the http client at the network level and records what was asked', async () => {
  const calls = answerApi({ '/releases/:id': (query) => summary(4, { title: `Nuit ${query.lang ?? ''}`.trim() }) });
  renderScreen(<ReleaseTitle id="4" />, { path: '/release/:id', at: '/release/4' });
  expect(await screen.findByRole('heading', { name: 'Nuit' })).toBeInTheDocument();
  expect(calls).toEqual([{ method: 'GET', path: '/releases/4', query: {}, body: undefined }]);
});

it('turns an ApiError into its status, and a lost network into the kernel text', async () => {
  answerApi({ '/releases/4': new ApiError(404, { message: 'Not found' }) });
  renderScreen(<ReleaseTitle id="4" />);
  expect(await screen.findByText('Sortie introuvable')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();

  answerApi({ '/releases/5': UNREACHABLE });
  renderScreen(<ReleaseTitle id="5" />);
  expect(await screen.findByText('Erreur de chargement')).toBeInTheDocument();
  answerApi({ '/releases/5': { title: 'Enfin' } });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Enfin' })).toBeInTheDocument();
});

it('also answers raw fetch calls, with the body the caller sent', async () => {
  const calls = answerApi({ 'POST /track-downloaded': (_query, body) => ({ ok: true, body }) });
  const response = await fetch(apiPath('/track-downloaded'), { method: 'POST', body: JSON.stringify({ trackId: 3 }) });
  expect(await response.json()).toEqual({ ok: true, body: { trackId: 3 } });
  expect(calls[0]).toMatchObject({ method: 'POST', body: { trackId: 3 } });
});

it('signs a visitor in as the sign-in screen does, and a first visit starts signed out', () => {
  signInAs('awa');
  expect(useSessionStore.getState()).toMatchObject({ username: 'awa', email: 'awa@kora.test' });
  expect(localStorage.getItem('username')).toBe('awa');
  resetKernel();
  expect(useSessionStore.getState().username).toBeNull();
});

it('shows where a screen navigated to', async () => {
  function Leave() {
    return <a href="/signin">x</a>;
  }
  renderScreen(<Leave />, { at: '/' });
  await expectLocation('/');
});
