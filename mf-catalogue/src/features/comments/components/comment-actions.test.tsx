import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';
import { listEpisodeComments } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, comment, inTurn, renderInPage, signInAs } from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { CommentsSection } from './comments-section';

catalogueSuite();

/** Episode 3's section over a thread that answers `threads` in turn (the last one again after that); its reads. */
function renderThread(...threads: Comment[][]) {
  const reads = answerApi([answer(listEpisodeComments, inTurn(...threads))]);
  renderInPage(
    <MemoryRouter>
      <CommentsSection subject={{ kind: 'episode', id: 3 }} />
    </MemoryRouter>,
  );
  return reads;
}

const byAuthor = (author: string) => screen.findByRole('article', { name: `Commentaire de ${author}` });

it('marks a visitor’s name as a visitor’s, never a member’s', async () => {
  const visitor: Comment = { ...comment(1, 'Super épisode', 'lea.martin'), authorKind: 'visitor', user: null };
  renderThread([visitor, comment(2, 'Merci', 'sofia.mendes'), comment(3, 'Top', 'Anonyme')]);
  expect(within(await byAuthor('lea.martin')).getByText('visiteur')).toBeInTheDocument();
  expect(within(await byAuthor('Anonyme')).getByText('visiteur')).toBeInTheDocument();
  expect(within(await byAuthor('sofia.mendes')).queryByText('visiteur')).not.toBeInTheDocument();
});

it('deletes my own comment after I confirm, from the keyboard; others’ comments offer no Delete', async () => {
  signInAs('lea.martin');
  const mine = { ...comment(5, 'Mon avis', 'lea.martin'), canDelete: true };
  const other = comment(6, 'Autre avis', 'sofia.mendes');
  const calls = answerApi({ 'DELETE /comments/:id': () => undefined });
  const reads = renderThread([mine, other], [other]);
  const user = userEvent.setup();

  expect(within(await byAuthor('sofia.mendes')).queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  const remove = within(await byAuthor('lea.martin')).getByRole('button', { name: /^Supprimer mon commentaire du / });

  remove.focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Supprimer ce commentaire ?' });
  expect(dialog).toHaveTextContent("les réponses qu'il a reçues restent");
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await user.click(remove);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Commentaire supprimé.')).toBeInTheDocument();
  expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/comments/5' })]);
  expect(reads).toHaveLength(2);
  expect(screen.queryByRole('article', { name: 'Commentaire de lea.martin' })).not.toBeInTheDocument();
});

it('lets the owner hide a comment after confirming, then shows it marked, and shows it again in one step', async () => {
  signInAs('lina.duval');
  const shown = { ...comment(8, 'Hors sujet', 'sofia.mendes'), canHide: true };
  const hidden = { ...shown, hidden: true };
  const calls = answerApi({ 'PATCH /comments/:id': (_query, body) => ({ ...shown, ...(body as object) }) });
  renderThread([shown], [hidden], [shown]);
  const user = userEvent.setup();

  await user.click(
    within(await byAuthor('sofia.mendes')).getByRole('button', { name: 'Masquer le commentaire de sofia.mendes' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Masquer ce commentaire ?' });
  expect(dialog).toHaveTextContent('Le commentaire de sofia.mendes ne sera plus visible du public.');
  await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
  expect(await screen.findByText('Commentaire masqué.')).toBeInTheDocument();
  expect(await screen.findByText('Masqué : vous seul le voyez')).toBeInTheDocument();
  expect(calls.map((call) => call.body)).toEqual([{ hidden: true }]);

  await user.click(screen.getByRole('button', { name: 'Afficher de nouveau le commentaire de sofia.mendes' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Commentaire de nouveau visible.')).toBeInTheDocument();
  expect(calls.map((call) => call.body)).toEqual([{ hidden: true }, { hidden: false }]);
  expect(screen.queryByText('Masqué : vous seul le voyez')).not.toBeInTheDocument();
});

it('says why the server refused, in its words', async () => {
  signInAs('lea.martin');
  const message = 'Vous ne pouvez supprimer que vos propres commentaires.';
  answerApi({ 'DELETE /comments/:id': new ApiError(403, { message, error: 'Forbidden' }) });
  renderThread([{ ...comment(5, 'Mon avis', 'lea.martin'), canDelete: true }]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Supprimer mon commentaire du / }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Commentaire de lea.martin' })).toBeInTheDocument();
});
