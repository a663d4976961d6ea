import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getProfile,
  getSupportRequest,
  listSupportRequests,
  updateSupportRequest,
} from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  aProfile,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../locales';
import { aSupportRequest, aSupportThread } from '../features/support/test/support-requests';
import { SupportInboxPage } from './support-inbox-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(resetKernel);

const HOUR_MS = 60 * 60_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
const staffProfile = aProfile({
  id: 7,
  username: 'support.kora',
  name: 'Support Kora',
  roles: ['ROLE_USER', 'ROLE_SUPPORT'],
});
const showInbox = () => renderScreen(<SupportInboxPage />, { path: '/support' });

it('tells anyone outside the support team that the inbox is reserved, without reading it', async () => {
  signInAs('lea.martin');
  const calls = answerApi([answer(getProfile, aProfile())]);
  showInbox();
  expect(await screen.findByText('Accès réservé à l’équipe support.')).toBeVisible();
  expect(calls.map((call) => call.path)).toEqual(['/profile']);
});

it('lists the inbox in the API’s order: plan badge, age, promise, overdue marked', async () => {
  signInAs('support.kora');
  answerApi([
    answer(getProfile, staffProfile),
    answer(listSupportRequests, [
      aSupportRequest(3, {
        subject: 'Billet VIP introuvable',
        requester: { name: 'Sofia Mendes', email: 'sofia@kora.test', member: true },
        plan: 'premium',
        promiseHours: 24,
        overdue: true,
        createdAt: hoursAgo(26),
      }),
      aSupportRequest(1, {
        subject: 'Achat débité deux fois',
        plan: 'free',
        status: 'in_progress',
        createdAt: hoursAgo(24 * 3),
        assignee: { id: 7, name: 'support.kora' },
      }),
      aSupportRequest(4, {
        subject: 'Partenariat',
        requester: { name: 'Aminata Diallo', email: 'aminata@example.com', member: false },
        plan: null,
        createdAt: hoursAgo(0.2),
      }),
    ]),
  ]);
  showInbox();
  expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const entries = await screen.findAllByRole('listitem');
  expect(entries.map((entry) => within(entry).getByRole('button').firstChild?.textContent)).toEqual([
    'Billet VIP introuvable',
    'Achat débité deux fois',
    'Partenariat',
  ]);
  const [premium, free, visitor] = entries;
  expect(premium).toHaveTextContent('Sofia MendesPremium');
  expect(premium).toHaveTextContent('il y a 26 h');
  expect(premium).toHaveTextContent('Réponse sous 24 h');
  expect(premium).toHaveTextContent('En retard');
  expect(free).not.toHaveTextContent('Premium');
  expect(free).toHaveTextContent('il y a 3 jours');
  expect(free).toHaveTextContent('Réponse sous 72 h');
  expect(free).toHaveTextContent('Attribuée à support.kora');
  expect(free).not.toHaveTextContent('En retard');
  expect(visitor).toHaveTextContent('Visiteur');
  expect(visitor).toHaveTextContent('il y a moins d’une heure');
});

it('says when nothing is waiting', async () => {
  signInAs('support.kora');
  answerApi([answer(getProfile, staffProfile), answer(listSupportRequests, [])]);
  showInbox();
  expect(await screen.findByText('Aucune demande en attente.')).toBeVisible();
});

it('opens a request for the team: changes its status and takes it', async () => {
  signInAs('support.kora');
  let thread = aSupportThread(3, { subject: 'Billet VIP introuvable', plan: 'premium', promiseHours: 24 });
  const calls = answerApi([
    answer(getProfile, staffProfile),
    answer(listSupportRequests, [aSupportRequest(3, { subject: 'Billet VIP introuvable' })]),
    answer(getSupportRequest, () => thread),
    answer(updateSupportRequest, (_query, body) => {
      thread = {
        ...thread,
        ...(body.status ? { status: body.status } : {}),
        ...(body.assignee !== undefined
          ? { assignee: body.assignee === 'me' ? { id: 7, name: 'support.kora' } : null }
          : {}),
      };
      return thread;
    }),
  ]);
  const user = userEvent.setup();
  showInbox();
  await user.click(await screen.findByRole('button', { name: /Billet VIP introuvable/ }));
  const request = await screen.findByRole('region', { name: 'Billet VIP introuvable' });
  expect(within(request).getByText('Réponse sous 24 h')).toBeVisible();
  expect(within(request).getByText('Léa Martin', { exact: false })).toBeVisible();

  await user.selectOptions(within(request).getByLabelText('Statut'), 'Résolue');
  expect(await within(request).findByText('Demande modifiée.')).toBeVisible();
  expect(within(request).getByLabelText('Statut')).toHaveValue('resolved');

  await user.click(within(request).getByRole('button', { name: 'M’attribuer' }));
  expect(await within(request).findByText('Attribuée à support.kora')).toBeVisible();
  expect(within(request).getByRole('button', { name: 'Ne plus suivre' })).toBeVisible();
  expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    { status: 'resolved' },
    { assignee: 'me' },
  ]);
});
