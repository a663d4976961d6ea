import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  attachToSupportRequest,
  getSupportAttachment,
  getSupportRequest,
  listSupportRequests,
  openSupportRequest,
} from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { aSupportRequest, aSupportThread } from '../test/support-requests';
import { SupportTab } from './support-tab';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lea.martin');
});

const screenshot = { name: 'capture.png', size: 120 * 1024, type: 'image/png' } as const;
const opened = aSupportThread(12, { subject: 'Écran blanc' });

const showNewRequest = async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderScreen(<SupportTab />, { path: '/profile', at: '/profile' });
  await user.click(await screen.findByRole('button', { name: 'Nouvelle demande' }));
  await user.type(screen.getByLabelText('Sujet'), 'Écran blanc');
  await user.type(screen.getByLabelText('Message'), 'La page reste blanche.');
  return user;
};

it('offers an optional attachment, saying the accepted files and the limit', async () => {
  answerApi([answer(listSupportRequests, [])]);
  await showNewRequest();
  const input = screen.getByLabelText('Pièce jointe');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
  expect(input).not.toBeRequired();
  expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP ou PDF, 5 Mo au plus');
});

it('refuses on the page a file of another type or over 5 MB, keeping what was typed and sending no file', async () => {
  const calls = answerApi([
    answer(listSupportRequests, []),
    answer(openSupportRequest, opened),
    answer(getSupportRequest, opened),
  ]);
  const user = await showNewRequest();
  const input = screen.getByLabelText('Pièce jointe');

  await user.upload(input, new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
  expect(input).toHaveAccessibleDescription(
    'JPEG, PNG, WebP ou PDF, 5 Mo au plus Ce type de fichier n’est pas accepté : choisissez une image JPEG, PNG ou WebP, ou un PDF.',
  );
  const big = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(input, big);
  expect(screen.getByText('Ce fichier dépasse 5 Mo : choisissez-en un plus léger.')).toBeVisible();
  expect(screen.getByLabelText('Sujet')).toHaveValue('Écran blanc');
  expect(screen.getByLabelText('Message')).toHaveValue('La page reste blanche.');

  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByRole('heading', { name: 'Écran blanc' })).toBeVisible();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/support/requests']);
});

it('sends the file once the request is opened, then shows it in the thread', async () => {
  const withFile = { ...opened, attachment: screenshot };
  const calls = answerApi([
    answer(listSupportRequests, []),
    answer(openSupportRequest, opened),
    answer(attachToSupportRequest, withFile),
    answer(getSupportRequest, withFile),
  ]);
  const user = await showNewRequest();
  await user.upload(screen.getByLabelText('Pièce jointe'), new File(['\x89PNG'], 'capture.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));

  expect(await screen.findByText('Votre message a bien été envoyé. Nous vous répondrons sous 72 h.')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Pièce jointe : capture.png (120 Ko)' })).toBeVisible();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/support/requests',
    '/support/requests/12/attachment',
  ]);
});

it('keeps the request opened when its file is refused, and says why', async () => {
  answerApi([
    answer(listSupportRequests, []),
    answer(openSupportRequest, opened),
    answer(
      attachToSupportRequest,
      new ApiError(415, {
        message: 'Type de fichier non autorisé. Types acceptés: JPEG, PNG, WebP, PDF',
        error: 'Unsupported Media Type',
      }),
    ),
    answer(getSupportRequest, opened),
  ]);
  const user = await showNewRequest();
  await user.upload(screen.getByLabelText('Pièce jointe'), new File(['texte'], 'capture.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Votre demande est envoyée, mais la pièce jointe n’a pas pu être ajoutée : Type de fichier non autorisé. Types acceptés: JPEG, PNG, WebP, PDF',
  );
  expect(await screen.findByRole('heading', { name: 'Écran blanc' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Pièce jointe/ })).not.toBeInTheDocument();
});

it('saves a request’s attachment from the thread, as it is named', async () => {
  const pdf = { name: 'facture.pdf', size: 2.4 * 1024 * 1024, type: 'application/pdf' } as const;
  const calls = answerApi([
    answer(listSupportRequests, [aSupportRequest(7, { subject: 'Facture' })]),
    answer(getSupportRequest, aSupportThread(7, { subject: 'Facture', attachment: pdf })),
    answer(
      getSupportAttachment,
      () => new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } }),
    ),
  ]);
  URL.createObjectURL = jest.fn(() => 'blob:piece');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const user = userEvent.setup();
  renderScreen(<SupportTab />, { path: '/profile', at: '/profile' });
  await user.click(await screen.findByRole('button', { name: /Facture/ }));
  const request = await screen.findByRole('region', { name: 'Facture' });
  await user.click(within(request).getByRole('button', { name: 'Pièce jointe : facture.pdf (2,4 Mo)' }));

  await waitFor(() => expect(saved).toEqual(['facture.pdf']));
  expect(calls.find((call) => call.path === '/support/requests/7/attachment')?.method).toBe('GET');
});
