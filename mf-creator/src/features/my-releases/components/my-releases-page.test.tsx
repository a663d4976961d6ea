import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  aCreatorRelease,
  aCreatorReleaseDetail,
  answer,
  answerApi,
  inTurn,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { listMyReleases, updateMyRelease } from '@kora/shared/contracts/endpoints';
import { translations } from '../../../locales';
import { MyReleasesPage } from './my-releases-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
});

const draft = aCreatorRelease(3, { title: 'Brouillon de nuit', status: 'draft', salesCount: 0, playsCount: 0 });
const sold = aCreatorRelease(4, { title: 'Racines', type: 'album', salesCount: 12, playsCount: 12400 });
const row = (title: string) => screen.getByRole('listitem', { name: title });

function renderList() {
  renderScreen(<MyReleasesPage />, { path: '/artist/releases' });
}

it('lists every release with its status, sales and plays, and the actions its status allows', async () => {
  answerApi({ '/release-creator/my-releases': { releases: [draft, sold] } });
  renderList();
  await screen.findByRole('heading', { name: 'Brouillon de nuit' });

  const first = row('Brouillon de nuit');
  expect(within(first).getByText('Brouillon')).toBeInTheDocument();
  expect(within(first).getByText(/0 vente · 0 écoute/)).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Modifier Brouillon de nuit' })).toHaveAttribute(
    'href',
    '/artist/release/edit/3',
  );
  expect(within(first).getByRole('button', { name: 'Publier Brouillon de nuit' })).toBeInTheDocument();

  const second = row('Racines');
  expect(within(second).getByText('Publié')).toBeInTheDocument();
  expect(within(second).getByText('12 ventes · 12,4 k écoutes')).toBeInTheDocument();
  expect(within(second).getByText(/^Album ·/)).toBeInTheDocument();
  expect(within(second).queryByRole('button', { name: /^Publier/ })).not.toBeInTheDocument();
  expect(within(second).getByRole('link', { name: 'Voir Racines' })).toHaveAttribute('href', '/release/4');
});

it('deletes a release after its confirm, says so, and refreshes the list', async () => {
  const calls = answerApi({
    '/release-creator/my-releases': inTurn({ releases: [draft, sold] }, { releases: [sold] }),
    'DELETE /release-creator/:id': { id: 3, outcome: 'deleted' },
  });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Brouillon de nuit' }));
  const dialog = screen.getByRole('dialog', { name: 'Supprimer la sortie ?' });
  expect(dialog).toHaveTextContent('Supprimer « Brouillon de nuit » ?');
  expect(dialog).toHaveTextContent('cette action est définitive');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer Brouillon de nuit' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('La sortie « Brouillon de nuit » est supprimée.')).toHaveFocus();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Brouillon de nuit' })).not.toBeInTheDocument());
  // Only the confirmed delete reached the API, not the cancelled one.
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/release-creator/3']);
});

it('says a release with sales is unpublished, not deleted, and its buyers keep their downloads', async () => {
  answerApi({
    '/release-creator/my-releases': inTurn({ releases: [sold] }, { releases: [{ ...sold, status: 'draft' }] }),
    'DELETE /release-creator/:id': { id: 4, outcome: 'unpublished' },
  });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Racines' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Cette sortie a des ventes : elle sera dépubliée');
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(
    await screen.findByText(
      "La sortie « Racines » a des ventes : elle n'est pas supprimée mais dépubliée (repassée en brouillon). Ses acheteurs gardent leurs téléchargements.",
    ),
  ).toBeInTheDocument();
  expect(await within(row('Racines')).findByText('Brouillon')).toBeInTheDocument();
});

it('publishes a draft, and shows why when the server refuses', async () => {
  const calls = answerApi([
    answer(listMyReleases, { releases: [draft] }),
    answer(
      updateMyRelease,
      inTurn(new ApiError(500, null), { release: aCreatorReleaseDetail(3, { status: 'published' }) }),
    ),
  ]);
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Publier Brouillon de nuit' }));
  expect(await within(row('Brouillon de nuit')).findByRole('alert')).toHaveTextContent(
    'Erreur lors de la mise à jour de la sortie',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Publier Brouillon de nuit' }));
  expect(await screen.findByText('La sortie « Brouillon de nuit » est publiée.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { status: 'published' },
    { status: 'published' },
  ]);
});

it('leads to the chooser when there is nothing yet, and offers Retry after an error', async () => {
  answerApi({ '/release-creator/my-releases': inTurn(UNREACHABLE, { releases: [] }) });
  renderList();
  expect(await screen.findByText('Erreur lors de la récupération des releases')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText("Vous n'avez encore aucune sortie.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nouvelle sortie' })).toHaveAttribute('href', '/artist/release');
});
