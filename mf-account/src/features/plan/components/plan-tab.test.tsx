import { rememberedOperator, rememberPaymentChoice } from '@kora/shared/payment-choice';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, configureHttp, setLanguage } from '@kora/shared';
import { subscriptionUsage } from '@kora/shared/contracts/endpoints';
import { redirectTo } from '../../../common/lib/redirect';
import {
  answer,
  answerApi,
  aSubscription,
  current,
  expectNothingAsked,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { loadTexts, renderScreen, signInAs } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { PlanTab } from './plan-tab';

jest.mock('../../../common/lib/redirect', () => ({
  ...jest.requireActual('../../../common/lib/redirect'),
  redirectTo: jest.fn(),
}));

/** What the plan's counters read: 3 playlists and 12 favourites of the free plan's 3 and 50. */
const answerUsage = () =>
  answerApi([
    answer(subscriptionUsage, {
      data: {
        plan: 'free',
        playlists: { used: 3, limit: 3 },
        favorites: { used: 12, limit: 50 },
        downloads: { used: 0, limit: 0 },
        purchases: 0,
        tickets: 0,
        events: 0,
      },
    }),
  ]);

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  configureHttp({ apiUrl: 'http://api.kora.test' });
  localStorage.clear();
  signInAs('sofia.mendes', 'jwt-sofia');
  jest.mocked(redirectTo).mockReset();
  answerUsage();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await setLanguage('fr');
});

const invoice = {
  id: 12,
  number: 'KORA-2026-000012',
  description: 'Forfait Premium — novembre 2026',
  status: 'paid',
  price: 19.99,
  priceMinor: 1999,
  currency: 'EUR',
  issuedAt: '2026-11-01T00:00:00.000Z',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  downloadUrl: 'http://api.kora.test/api/subscription/invoices/12/download',
};

it('shows the plan, price, status, period and features', async () => {
  answerApi({ '/subscription/invoices': { data: [] } });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  expect(screen.getByText('19,99 € / mois')).toBeInTheDocument();
  expect(screen.getByText('Actif')).toBeInTheDocument();
  expect(screen.getByText('du 1 novembre 2026 au 1 décembre 2026')).toBeInTheDocument();
  expect(screen.getByText('Favoris illimités')).toBeInTheDocument();
  expect(screen.getByText('15 % de remise dans la boutique')).toBeInTheDocument();
  expect(screen.getByText('Création de contenus (espace artiste)').closest('li')).toHaveClass('is-included');
  expect(await screen.findByText('Aucune facture pour le moment')).toBeInTheDocument();
});

it.each([
  ['en', 'from 1 November 2026 to 1 December 2026', 'KORA-2026-000012 — Kora Premium subscription — 1 month'],
  ['es', 'del 1 de noviembre de 2026 al 1 de diciembre de 2026', 'KORA-2026-000012 — Suscripción Kora Premium — 1 mes'],
] as const)('writes the period and the invoices in the reader’s language (%s)', async (language, period, line) => {
  await setLanguage(language);
  answerApi({ '/subscription/invoices': { data: [{ ...invoice, plan: 'premium' }] } });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  expect(screen.getByText(period)).toBeInTheDocument();
  expect((await screen.findByText('KORA-2026-000012')).parentElement).toHaveTextContent(line);
  expect(screen.queryByText(/novembre|décembre|Forfait Premium/)).not.toBeInTheDocument();
});

it('names the free plan in the reader’s language', async () => {
  await setLanguage('en');
  answerApi({ 'GET /*': UNREACHABLE });
  answerUsage();
  renderScreen(<PlanTab current={current('free')} onChanged={jest.fn()} />);
  expect(screen.getByText('Free')).toBeInTheDocument();
  expect(await screen.findByText('Playlists: 3 / 3')).toBeInTheDocument();
  expect(screen.queryByText('Gratuit')).not.toBeInTheDocument();
});

it.each([
  ['canceled', 'Annulé'],
  ['past_due', 'En retard'],
] as const)('names the %s status %s, and a cancellation at period end', async (status, label) => {
  answerApi({ '/subscription/invoices': { data: [] } });
  renderScreen(
    <PlanTab
      current={current('starter', aSubscription('starter', { status, cancelAtPeriodEnd: true }))}
      onChanged={jest.fn()}
    />,
  );
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getByText("L'abonnement s'arrêtera le 1 décembre 2026.")).toBeInTheDocument();
  expect(await screen.findByText('Aucune facture pour le moment')).toBeInTheDocument();
});

it('lists what the free plan lacks and what is used of it, with no billing portal', async () => {
  const calls = answerApi({ 'GET /*': UNREACHABLE });
  answerUsage();
  renderScreen(<PlanTab current={current('free')} onChanged={jest.fn()} />);
  expect(await screen.findByRole('progressbar', { name: 'Playlists : 3 / 3' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Favoris : 12 / 50' })).toBeInTheDocument();
  expect(screen.getByText('Écoute avec publicités')).toBeInTheDocument();
  expect(screen.getByText("Jusqu'à 50 favoris")).toBeInTheDocument();
  expect(screen.getByText('Mode hors ligne').closest('li')).toHaveClass('is-excluded');
  expect(screen.queryByRole('button', { name: 'Gérer la facturation' })).not.toBeInTheDocument();
  await expectNothingAsked(calls);
});

it('opens the upgrade modal', async () => {
  renderScreen(<PlanTab current={current('free')} onChanged={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Changer de forfait' }));
  expect(screen.getByRole('dialog', { name: 'Changer de forfait' })).toBeInTheDocument();
});

it('opens the billing portal, coming back to the profile', async () => {
  const calls = answerApi({
    '/subscription/invoices': { data: [] },
    'POST /subscription/create-portal-session': { url: 'http://api.kora.test/api/payments/portal/p1' },
  });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  await screen.findByText('Aucune facture pour le moment');
  await userEvent.click(screen.getByRole('button', { name: 'Gérer la facturation' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/payments/portal/p1'));
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/subscription/create-portal-session',
      query: {},
      body: { returnUrl: 'http://localhost/profile' },
    },
  ]);
});

it("says 'Erreur lors de l'ouverture du portail Stripe.' when the portal cannot open", async () => {
  answerApi({
    '/subscription/invoices': { data: [] },
    'POST /subscription/create-portal-session': new ApiError(502, null, 'Bad Gateway'),
  });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  await screen.findByText('Aucune facture pour le moment');
  await userEvent.click(screen.getByRole('button', { name: 'Gérer la facturation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'ouverture du portail Stripe.");
  expect(redirectTo).not.toHaveBeenCalled();
});

it('downloads an invoice as facture-{id}.pdf with the session token', async () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const calls = answerApi({
    '/subscription/invoices': { data: [invoice] },
    '/subscription/invoices/:id/download': () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
  });
  // Observes what the browser is asked to fetch; the fake API answers.
  const fetched = jest.spyOn(globalThis, 'fetch');
  URL.createObjectURL = jest.fn(() => 'blob:facture');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture KORA-2026-000012' }));
  await waitFor(() => expect(saved).toEqual(['facture-12.pdf']));
  expect(fetched).toHaveBeenCalledWith('http://api.kora.test/api/subscription/invoices/12/download', {
    headers: { Accept: 'application/pdf', Authorization: 'Bearer jwt-sofia' },
    signal: undefined,
  });
  expect(calls).toContainEqual({
    method: 'GET',
    path: '/subscription/invoices/12/download',
    query: {},
    body: undefined,
  });
});

it('says when an invoice cannot be downloaded', async () => {
  answerApi({
    '/subscription/invoices': { data: [invoice] },
    '/subscription/invoices/:id/download': () => new Response(null, { status: 404, statusText: 'Not Found' }),
  });
  renderScreen(<PlanTab current={current('premium', aSubscription('premium'))} onChanged={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture KORA-2026-000012' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de télécharger la facture.');
});

it('announces a move to a lower plan at the period end', async () => {
  answerApi({ '/subscription/invoices': { data: [] } });
  renderScreen(
    <PlanTab
      current={current('premium', aSubscription('premium', { scheduledPlan: 'starter' }))}
      onChanged={jest.fn()}
    />,
  );
  expect(screen.getByText('Votre forfait passera à Starter le 1 décembre 2026.')).toBeInTheDocument();
  expect(screen.getByText('Premium', { selector: 'dd' })).toBeInTheDocument();
  expect(await screen.findByText('Aucune facture pour le moment')).toBeInTheDocument();
});

describe('a prepaid plan (paid by mobile money)', () => {
  const prepaid = () =>
    current(
      'starter',
      aSubscription('starter', { provider: 'simulator', paymentMethod: 'mobile_money', prepaid: true }),
    );
  const simulatorSession = {
    data: {
      sessionId: 'KORA31RENEW',
      checkoutUrl: 'http://api.kora.test/api/payments/mobile-money/simulator/KORA31RENEW',
      provider: 'simulator' as const,
      publishableKey: null,
      method: 'mobile_money' as const,
      amountXof: 6554,
      chargeLabel: 'Vous allez payer 6 554 FCFA (9,99 €)',
    },
  };
  const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

  it('says until when it is paid, and renews it in one tap with the operator this device paid with', async () => {
    rememberPaymentChoice('mobile_money', 'mtn');
    const calls = answerApi({
      '/subscription/invoices': { data: [] },
      'POST /subscription/create-checkout-session': simulatorSession,
    });
    renderScreen(<PlanTab current={prepaid()} onChanged={jest.fn()} />);
    expect(screen.getByText('Prépayé jusqu’au 1 décembre 2026')).toBeInTheDocument();
    expect(spaced(screen.getByText(/FCFA/).textContent)).toBe(
      'Vous allez payer 6 554 FCFA (9,99 €) pour un mois, sans renouvellement automatique.',
    );
    expect(screen.queryByRole('combobox', { name: 'Opérateur' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renouveler (1 mois)' }));
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/payments/mobile-money/simulator/KORA31RENEW'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/subscription/create-checkout-session',
        query: {},
        body: {
          plan: 'starter',
          method: 'mobile_money',
          operator: 'mtn',
          successUrl: 'http://localhost/subscription/success',
          cancelUrl: 'http://localhost/subscription/cancel',
        },
      },
    ]);
  });

  it('asks for the operator first when this device never paid by mobile money', async () => {
    const calls = answerApi({
      '/subscription/invoices': { data: [] },
      'POST /subscription/create-checkout-session': simulatorSession,
    });
    renderScreen(<PlanTab current={prepaid()} onChanged={jest.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opérateur' }), 'Moov Money');
    await userEvent.click(screen.getByRole('button', { name: 'Renouveler (1 mois)' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      method: 'mobile_money',
      operator: 'moov',
    });
    // Remembered for the next renewal.
    expect(rememberedOperator()).toBe('moov');
  });

  it("shows the server's refusal and stays on the page", async () => {
    answerApi({
      '/subscription/invoices': { data: [] },
      'POST /subscription/create-checkout-session': new ApiError(422, {
        message: 'Le paiement par mobile money n’est pas disponible pour le moment.',
      }),
    });
    renderScreen(<PlanTab current={prepaid()} onChanged={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Renouveler (1 mois)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement par mobile money n’est pas disponible pour le moment.',
    );
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Renouveler (1 mois)' })).toBeEnabled();
  });

  it('lists a month paid by mobile money with the operator, the masked number and the FCFA paid', async () => {
    answerApi({
      '/subscription/invoices': {
        data: [
          {
            ...invoice,
            plan: 'starter',
            price: 6554,
            priceMinor: 6554,
            currency: 'XOF',
            method: 'mobile_money',
            operator: 'orange',
            maskedPhone: '+225 07 •• •• •• 01',
            amountXof: 6554,
          },
        ],
      },
    });
    renderScreen(<PlanTab current={prepaid()} onChanged={jest.fn()} />);
    const line = (await screen.findByText('KORA-2026-000012')).closest('li');
    expect(spaced(line?.textContent ?? '')).toContain('6 554 FCFA');
    expect(line).toHaveTextContent('Payé par Orange Money (+225 07 •• •• •• 01)');
  });

  it('renews nothing once it has ended', () => {
    answerApi({ '/subscription/invoices': { data: [] } });
    renderScreen(
      <PlanTab
        current={current(
          'free',
          aSubscription('starter', { status: 'canceled', paymentMethod: 'mobile_money', prepaid: true }),
        )}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Renouveler (1 mois)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Prépayé/)).not.toBeInTheDocument();
  });
});
