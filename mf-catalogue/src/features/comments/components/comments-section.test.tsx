import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@kora/shared';
import type { Comment } from '@kora/shared/contracts';
import { comment, loadTexts, renderInPage, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { COMMENT_RELOAD_MS, CommentsSection, type CommentsSectionProps } from './comments-section';

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(resetKernel);
afterEach(() => jest.useRealTimers());

const texts = {
  loadError: 'Erreur lors du chargement des commentaires.',
  sendError: "Erreur lors de l'envoi du commentaire.",
};

function renderSection(props: Partial<CommentsSectionProps> = {}) {
  const load = jest.fn<Promise<Comment[]>, [AbortSignal]>().mockResolvedValue([]);
  const send = jest.fn<Promise<Comment>, [string, number | null]>().mockResolvedValue(comment(99, 'ok'));
  renderInPage(
    <MemoryRouter>
      <CommentsSection load={load} send={send} signInRequired texts={texts} threadKey="release-4" {...props} />
    </MemoryRouter>,
  );
  return { load: (props.load as jest.Mock) ?? load, send: (props.send as jest.Mock) ?? send };
}

const field = () => screen.getByRole('textbox', { name: 'Votre commentaire' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Publier' }));

it('shows the thread with replies nested under their comment, texts as text, never as HTML', async () => {
  const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const thread = [comment(1, 'Ces cuivres 😍', 'sofia.mendes', [{ ...comment(2, markup, 'Anonyme'), parentId: 1 }])];
  const { container } = renderInPage(
    <MemoryRouter>
      <CommentsSection
        load={() => Promise.resolve(thread)}
        send={jest.fn()}
        signInRequired
        texts={texts}
        threadKey="r"
      />
    </MemoryRouter>,
  );
  const first = await screen.findByRole('article', { name: 'Commentaire de sofia.mendes' });
  expect(first).toHaveTextContent('Ces cuivres 😍');
  const reply = screen.getByRole('article', { name: 'Commentaire de Anonyme' });
  expect(first.closest('li')).toContainElement(reply);
  expect(reply).toHaveTextContent(markup);
  expect(container.querySelector('img, script')).toBeNull();
  expect(screen.getByRole('heading', { name: '2 commentaires' })).toBeInTheDocument();
});

it('refuses a visitor with the spec message and sends nothing', async () => {
  const { send } = renderSection();
  await screen.findByText('Aucun commentaire pour le moment. Soyez le premier !');
  await userEvent.type(field(), 'Bonjour');
  await submit();
  expect(screen.getByText('Vous devez être connecté pour commenter.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Connectez-vous pour commenter' })).toHaveAttribute('href', '/signin');
  expect(send).not.toHaveBeenCalled();
});

it('refuses an empty comment with the spec message', async () => {
  signInAs('lea.martin');
  const { send } = renderSection();
  await userEvent.type(field(), '   ');
  await submit();
  expect(screen.getByText('Le commentaire ne peut pas être vide.')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it('sends, shows the success message, then 2 s later hides it and reloads the thread', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  signInAs('lea.martin');
  const { load, send } = renderSection();
  await act(async () => undefined);
  await user.type(field(), '  Superbe  ');
  await user.click(screen.getByRole('button', { name: 'Publier' }));
  expect(send).toHaveBeenCalledWith('Superbe', null);
  // Lets the send settle without moving the clock.
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
  expect(screen.getByText('Commentaire publié ! Il apparaît dans un instant.')).toBeInTheDocument();
  expect(field()).toHaveValue('');
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => {
    jest.advanceTimersByTime(COMMENT_RELOAD_MS - 1);
  });
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('Commentaire publié ! Il apparaît dans un instant.')).not.toBeInTheDocument();
});

it('replies: the form targets the comment and starts with a mention; quoting starts with the quoted text', async () => {
  signInAs('lea.martin');
  const load = () => Promise.resolve([comment(7, 'Single de l’année.', 'Nico')]);
  const { send } = renderSection({ load });
  await userEvent.click(await screen.findByRole('button', { name: 'Répondre à Nico' }));
  expect(field()).toHaveValue('@Nico ');
  expect(screen.getByText(/Réponse à Nico/)).toBeInTheDocument();
  await userEvent.type(field(), 'carrément');
  await submit();
  expect(send).toHaveBeenCalledWith('@Nico carrément', 7);

  await userEvent.click(screen.getByRole('button', { name: 'Citer Nico' }));
  expect(field()).toHaveValue('« Single de l’année. » — Nico\n');
  await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(field()).toHaveValue('');
});

it("shows the server's explanation when it refuses, else the screen's own error", async () => {
  signInAs('lea.martin');
  const send = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(422, { message: 'Le commentaire ne peut pas être vide.', error: 'x' }))
    .mockRejectedValueOnce(new ApiError(500, { message: 'boom', error: 'x' }));
  renderSection({ send });
  await userEvent.type(field(), 'a');
  await submit();
  expect(await screen.findByText('Le commentaire ne peut pas être vide.')).toBeInTheDocument();
  await submit();
  expect(await screen.findByText("Erreur lors de l'envoi du commentaire.")).toBeInTheDocument();
});

it('shows the load error with a Retry', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValueOnce([comment(1, 'Re')]);
  renderSection({ load });
  expect(await screen.findByText('Erreur lors du chargement des commentaires.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Re')).toBeInTheDocument();
});

it('episodes: no account needed, and the submit stays disabled while the text is empty', async () => {
  const { send } = renderSection({
    signInRequired: false,
    texts: { loadError: 'Could not load comments.', sendError: 'Failed to add comment.' },
  });
  const button = screen.getByRole('button', { name: 'Publier' });
  expect(button).toBeDisabled();
  await userEvent.type(field(), '  ');
  expect(button).toBeDisabled();
  await userEvent.type(field(), 'Bravo');
  expect(button).toBeEnabled();
  expect(screen.queryByRole('link', { name: 'Connectez-vous pour commenter' })).not.toBeInTheDocument();
  await userEvent.click(button);
  expect(send).toHaveBeenCalledWith('Bravo', null);
});

it('episodes: a failed send says the spec text', async () => {
  renderSection({
    signInRequired: false,
    send: jest.fn().mockRejectedValue(new ApiError(0, null, '', 'network')),
    texts: { loadError: 'Could not load comments.', sendError: 'Failed to add comment.' },
  });
  await userEvent.type(field(), 'Bravo');
  await submit();
  expect(await screen.findByText('Failed to add comment.')).toBeInTheDocument();
});
