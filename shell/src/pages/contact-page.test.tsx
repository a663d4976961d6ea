import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { SupportRequestDetail } from '@kora/shared/contracts';
import { openSupportRequest } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, resetKernel, signInAs, startApiServer, UNREACHABLE } from '@kora/shared/testing';
import { renderInShell } from '../chrome/render-in-shell';
import { ContactPage } from './contact-page';

startApiServer();
beforeEach(resetKernel);

/** What the API answers an opened request, with the promise of the requester's plan. */
const opened = (promiseHours: number, overrides: Partial<SupportRequestDetail> = {}): SupportRequestDetail => ({
  id: 7,
  subject: 'Partenariat',
  category: 'other',
  status: 'open',
  requester: { name: 'Aminata Diallo', email: 'aminata@example.com', member: false },
  plan: null,
  promiseHours,
  answerBy: '2025-06-18T10:00:00.000Z',
  answered: false,
  overdue: false,
  assignee: null,
  createdAt: '2025-06-15T10:00:00.000Z',
  updatedAt: '2025-06-15T10:00:00.000Z',
  message: 'Bonjour !',
  replies: [],
  ...overrides,
});

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  return user;
}

describe('ContactPage', () => {
  it('names the browser tab after the page', async () => {
    await renderInShell(<ContactPage />);
    expect(document.title).toBe(`${screen.getByRole('heading', { level: 1 }).textContent} · Kora`);
    expect(document.title).not.toBe('Kora');
  });

  it('stores a visitor’s message with name and e-mail, confirms the promised answer time and clears the form', async () => {
    const calls = answerApi([answer(openSupportRequest, opened(72))]);
    await renderInShell(<ContactPage />);
    const fields = {
      Nom: 'Aminata Diallo',
      'E-mail': 'aminata@example.com',
      Sujet: 'Partenariat',
      Message: 'Bonjour !',
    };
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.queryByLabelText('Catégorie')).not.toBeInTheDocument();
    const user = await fill(fields);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(
      await screen.findByText('Votre message a bien été envoyé. Nous vous répondrons sous 72 h.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nous vous répondrons sous 72 h.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/support/requests',
        query: {},
        body: {
          name: 'Aminata Diallo',
          email: 'aminata@example.com',
          subject: 'Partenariat',
          message: 'Bonjour !',
          category: 'other',
        },
      },
    ]);
    for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('opens a signed-in member’s request with its category, promising 24 h on Premium', async () => {
    signInAs('sofia.mendes');
    const calls = answerApi([answer(openSupportRequest, opened(24, { plan: 'premium', category: 'tickets' }))]);
    await renderInShell(<ContactPage />);
    expect(screen.queryByLabelText('Nom')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    const user = await fill({ Sujet: 'Billet VIP', Message: 'Mon billet n’apparaît pas.' });
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Billets');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(
      await screen.findByText('Votre message a bien été envoyé. Nous vous répondrons sous 24 h.'),
    ).toBeInTheDocument();
    expect(calls[0].body).toEqual({
      subject: 'Billet VIP',
      category: 'tickets',
      message: 'Mon billet n’apparaît pas.',
    });
    expect(screen.getByRole('link', { name: 'Suivre mes demandes' })).toHaveAttribute('href', '/profile?tab=support');
  });

  it('sends nothing while a required field is empty or the e-mail is not one, and says which', async () => {
    const calls = answerApi([answer(openSupportRequest, opened(72))]);
    await renderInShell(<ContactPage />);
    const user = await fill({ Nom: 'Aminata', 'E-mail': 'aminata' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(screen.getByLabelText('Sujet')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Nom')).toHaveValue('Aminata');
    expect(calls).toEqual([]);
  });

  it('keeps everything typed when sending fails: the server’s reason, or the network', async () => {
    answerApi([
      answer(
        openSupportRequest,
        new ApiError(429, {
          message: 'Trop de messages envoyés. Réessayez dans 12 minutes.',
          error: 'Too Many Requests',
        }),
      ),
    ]);
    await renderInShell(<ContactPage />);
    const fields = { Nom: 'Aminata', 'E-mail': 'aminata@example.com', Sujet: 'Question', Message: 'Bonjour' };
    const user = await fill(fields);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de messages envoyés. Réessayez dans 12 minutes.');
    for (const [label, value] of Object.entries(fields)) expect(screen.getByLabelText(label)).toHaveValue(value);

    answerApi([answer(openSupportRequest, UNREACHABLE)]);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Trop de messages');
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour');
  });
});
