import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';
import {
  commentEpisode,
  commentRelease,
  listEpisodeComments,
  listReleaseComments,
} from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  comment,
  inTurn,
  renderInPage,
  signInAs,
  UNREACHABLE,
  type EndpointAnswer,
} from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import type { CommentSubject } from '../api/comment-threads';
import { COMMENT_RELOAD_MS, CommentsSection } from './comments-section';

catalogueSuite();
afterEach(() => jest.useRealTimers());

const RELEASE: CommentSubject = { kind: 'release', id: 4 };
const EPISODE: CommentSubject = { kind: 'episode', id: 3 };

/** Release 4's thread and its posts, answered; returns the calls made. */
function answerRelease(
  thread: EndpointAnswer<typeof listReleaseComments> = [],
  posted: EndpointAnswer<typeof commentRelease> = comment(99, 'ok'),
) {
  return answerApi([answer(listReleaseComments, thread), answer(commentRelease, posted)]);
}

/** Episode 3's thread (empty) and its posts, answered; returns the calls made. */
function answerEpisode(posted: EndpointAnswer<typeof commentEpisode> = comment(99, 'ok')) {
  return answerApi([answer(listEpisodeComments, []), answer(commentEpisode, posted)]);
}

function renderSection(subject: CommentSubject = RELEASE) {
  return renderInPage(
    <MemoryRouter>
      <CommentsSection subject={subject} />
    </MemoryRouter>,
  );
}

type Calls = ReturnType<typeof answerApi>;
const threadReads = (calls: Calls) => calls.filter((call) => call.method === 'GET');
const posts = (calls: Calls) => calls.filter((call) => call.method === 'POST').map((call) => call.body);

const field = () => screen.getByRole('textbox', { name: 'Votre commentaire' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Publier' }));

it('shows the thread with replies nested under their comment, texts as text, never as HTML', async () => {
  const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const thread: Comment[] = [
    comment(1, 'Ces cuivres 😍', 'sofia.mendes', [{ ...comment(2, markup, 'Anonyme'), parentId: 1 }]),
  ];
  answerRelease(thread);
  const { container } = renderSection();
  const first = await screen.findByRole('article', { name: 'Commentaire de sofia.mendes' });
  expect(first).toHaveTextContent('Ces cuivres 😍');
  const reply = screen.getByRole('article', { name: 'Commentaire de Anonyme' });
  expect(first.closest('li')).toContainElement(reply);
  expect(reply).toHaveTextContent(markup);
  expect(container.querySelector('img, script')).toBeNull();
  expect(screen.getByRole('heading', { name: '2 commentaires' })).toBeInTheDocument();
});

it('refuses a visitor with the spec message and sends nothing', async () => {
  const calls = answerRelease();
  renderSection();
  await screen.findByText('Aucun commentaire pour le moment. Soyez le premier !');
  await userEvent.type(field(), 'Bonjour');
  await submit();
  expect(screen.getByText('Vous devez être connecté pour commenter.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Connectez-vous pour commenter' })).toHaveAttribute('href', '/signin');
  expect(posts(calls)).toEqual([]);
});

it('refuses an empty comment with the spec message', async () => {
  signInAs('lea.martin');
  const calls = answerRelease();
  renderSection();
  await userEvent.type(field(), '   ');
  await submit();
  expect(screen.getByText('Le commentaire ne peut pas être vide.')).toBeInTheDocument();
  expect(posts(calls)).toEqual([]);
});

it('sends, shows the success message, then 2 s later hides it and reloads the thread', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  signInAs('lea.martin');
  const calls = answerRelease();
  renderSection();
  await screen.findByText('Aucun commentaire pour le moment. Soyez le premier !');
  await user.type(field(), '  Superbe  ');
  await user.click(screen.getByRole('button', { name: 'Publier' }));
  expect(await screen.findByText('Commentaire publié ! Il apparaît dans un instant.')).toBeInTheDocument();
  expect(posts(calls)).toEqual([{ text: 'Superbe', parentId: null }]);
  expect(field()).toHaveValue('');
  expect(threadReads(calls)).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(COMMENT_RELOAD_MS - 1);
  });
  expect(threadReads(calls)).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  await screen.findByText('Aucun commentaire pour le moment. Soyez le premier !');
  expect(threadReads(calls)).toHaveLength(2);
  expect(screen.queryByText('Commentaire publié ! Il apparaît dans un instant.')).not.toBeInTheDocument();
});

it('replies: the form targets the comment and starts with a mention; quoting starts with the quoted text', async () => {
  signInAs('lea.martin');
  const calls = answerRelease([comment(7, 'Single de l’année.', 'Nico')]);
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Répondre à Nico' }));
  expect(field()).toHaveValue('@Nico ');
  expect(screen.getByText(/Réponse à Nico/)).toBeInTheDocument();
  await userEvent.type(field(), 'carrément');
  await submit();
  await screen.findByText('Commentaire publié ! Il apparaît dans un instant.');
  expect(posts(calls)).toEqual([{ text: '@Nico carrément', parentId: 7 }]);

  await userEvent.click(screen.getByRole('button', { name: 'Citer Nico' }));
  expect(field()).toHaveValue('« Single de l’année. » — Nico\n');
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(field()).toHaveValue('');
});

it("shows the server's explanation when it refuses, else the screen's own error", async () => {
  signInAs('lea.martin');
  answerRelease(
    [],
    inTurn(
      new ApiError(422, { message: 'Le commentaire ne peut pas être vide.', error: 'x' }),
      new ApiError(500, { message: 'boom', error: 'x' }),
    ),
  );
  renderSection();
  await userEvent.type(field(), 'a');
  await submit();
  expect(await screen.findByText('Le commentaire ne peut pas être vide.')).toBeInTheDocument();
  await submit();
  expect(await screen.findByText("Erreur lors de l'envoi du commentaire.")).toBeInTheDocument();
});

it('shows the load error with a Retry', async () => {
  answerRelease(inTurn(new Error('down'), [comment(1, 'Re')]));
  renderSection();
  expect(await screen.findByText('Erreur lors du chargement des commentaires.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Re')).toBeInTheDocument();
});

it('episodes: no account needed, and the submit stays disabled while the text is empty', async () => {
  const calls = answerEpisode();
  renderSection(EPISODE);
  const button = screen.getByRole('button', { name: 'Publier' });
  expect(button).toBeDisabled();
  await userEvent.type(field(), '  ');
  expect(button).toBeDisabled();
  await userEvent.type(field(), 'Bravo');
  expect(button).toBeEnabled();
  expect(screen.queryByRole('link', { name: 'Connectez-vous pour commenter' })).not.toBeInTheDocument();
  await userEvent.click(button);
  await screen.findByText('Commentaire publié ! Il apparaît dans un instant.');
  expect(posts(calls)).toEqual([{ content: 'Bravo', parentId: null }]);
});

it('episodes: a failed send says the spec text', async () => {
  answerEpisode(UNREACHABLE);
  renderSection(EPISODE);
  await userEvent.type(field(), 'Bravo');
  await submit();
  expect(await screen.findByText('Failed to add comment.')).toBeInTheDocument();
});
