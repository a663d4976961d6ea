import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  getSupportRequest,
  listSupportRequests,
  openSupportRequest,
  replyToSupportRequest,
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

const showTab = (at = '/profile') => renderScreen(<SupportTab />, { path: '/profile', at });

it('lists the member’s requests with subject, status and date, newest first as the API gives them', async () => {
  answerApi([
    answer(listSupportRequests, [
      aSupportRequest(2, {
        subject: 'Billet introuvable',
        status: 'in_progress',
        createdAt: '2025-06-14T09:00:00.000Z',
      }),
      aSupportRequest(1, { subject: 'Facture', status: 'resolved', createdAt: '2025-05-02T09:00:00.000Z' }),
    ]),
  ]);
  showTab();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Billet introuvableEn cours14 juin 2025',
    'FactureRésolue2 mai 2025',
  ]);
});

it('says when there is no request yet, and offers a new one', async () => {
  answerApi([answer(listSupportRequests, [])]);
  showTab();
  expect(await screen.findByText('Vous n’avez encore ouvert aucune demande.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Nouvelle demande' })).toBeVisible();
});

it('shows an error with Retry when the list cannot be read', async () => {
  answerApi([answer(listSupportRequests, new ApiError(500, { message: '', error: 'Internal Server Error' }))]);
  showTab();
  expect(await screen.findByText('Impossible de charger vos demandes.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Réessayer/ })).toBeVisible();
});

it('opens a request: its promise, its messages as plain text, and a reply sent then shown', async () => {
  const thread = aSupportThread(5, {
    subject: 'Paiement refusé',
    promiseHours: 24,
    plan: 'premium',
    status: 'in_progress',
    message: 'Ma carte est refusée <b>depuis hier</b>.',
    replies: [
      {
        id: 9,
        message: 'Nous vérifions.',
        author: { name: 'Support Kora', staff: true },
        createdAt: '2025-06-15T12:00:00.000Z',
      },
    ],
  });
  let replied = false;
  const calls = answerApi([
    answer(listSupportRequests, [aSupportRequest(5, { subject: 'Paiement refusé' })]),
    answer(getSupportRequest, () =>
      replied
        ? {
            ...thread,
            replies: [
              ...thread.replies,
              { id: 10, message: 'Merci !', author: { name: 'Léa Martin', staff: false }, createdAt: thread.updatedAt },
            ],
          }
        : thread,
    ),
    answer(replyToSupportRequest, () => {
      replied = true;
      return { id: 10, message: 'Merci !', author: { name: 'Léa Martin', staff: false }, createdAt: thread.updatedAt };
    }),
  ]);
  const user = userEvent.setup();
  showTab();
  await user.click(await screen.findByRole('button', { name: /Paiement refusé/ }));

  const request = await screen.findByRole('region', { name: 'Paiement refusé' });
  expect(within(request).getByText('Réponse sous 24 h')).toBeVisible();
  expect(within(request).getByText('En cours')).toBeVisible();
  expect(within(request).getByText('Ma carte est refusée <b>depuis hier</b>.')).toBeVisible();
  expect(within(request).getByText(/Équipe support · Support Kora/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retour à la liste' })).toHaveFocus();

  await user.type(within(request).getByLabelText('Votre réponse'), 'Merci !');
  await user.click(within(request).getByRole('button', { name: 'Répondre' }));
  expect(await within(request).findByText('Réponse envoyée.')).toBeVisible();
  expect(await within(request).findByText('Merci !')).toBeVisible();
  expect(within(request).getByLabelText('Votre réponse')).toHaveValue('');
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/support/requests/5/replies',
    body: { message: 'Merci !' },
  });
});

it('opens the request a notification links to', async () => {
  answerApi([answer(getSupportRequest, aSupportThread(8, { subject: 'Compte bloqué' }), { id: 8 })]);
  showTab('/profile?tab=support&request=8');
  expect(await screen.findByRole('heading', { name: 'Compte bloqué' })).toBeVisible();
});

it('opens a new request and shows it with the promise the API answered', async () => {
  const calls = answerApi([
    answer(listSupportRequests, []),
    answer(openSupportRequest, aSupportThread(12, { subject: 'Billet VIP', promiseHours: 24, category: 'tickets' })),
    answer(getSupportRequest, aSupportThread(12, { subject: 'Billet VIP', promiseHours: 24, category: 'tickets' })),
  ]);
  const user = userEvent.setup();
  showTab();
  await user.click(await screen.findByRole('button', { name: 'Nouvelle demande' }));
  await user.type(screen.getByLabelText('Sujet'), 'Billet VIP');
  await user.selectOptions(screen.getByLabelText('Catégorie'), 'Billets');
  await user.type(screen.getByLabelText('Message'), 'Il n’apparaît pas.');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));

  expect(
    await screen.findByText('Votre message a bien été envoyé. Nous vous répondrons sous 24 h.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Billet VIP' })).toBeVisible();
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    subject: 'Billet VIP',
    category: 'tickets',
    message: 'Il n’apparaît pas.',
  });
});

it('keeps a new request as typed when it cannot be sent, with the server’s reason', async () => {
  answerApi([
    answer(listSupportRequests, []),
    answer(
      openSupportRequest,
      new ApiError(429, {
        message: 'Trop de messages envoyés. Réessayez dans 40 minutes.',
        error: 'Too Many Requests',
      }),
    ),
  ]);
  const user = userEvent.setup();
  showTab();
  await user.click(await screen.findByRole('button', { name: 'Nouvelle demande' }));
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(screen.getByLabelText('Sujet')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await user.type(screen.getByLabelText('Sujet'), 'Question');
  await user.type(screen.getByLabelText('Message'), 'Bonjour');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de messages envoyés. Réessayez dans 40 minutes.');
  expect(screen.getByLabelText('Sujet')).toHaveValue('Question');
  expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
});
