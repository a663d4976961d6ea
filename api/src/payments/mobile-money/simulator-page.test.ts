/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/dom';
import { simulatorNotFoundBody, simulatorPageBody } from './simulator-page';
import type { SimulatedTransaction } from './simulator';

/** The few DOM members used here (the API compiles without the DOM library; Jest runs this file in jsdom). */
interface Element_ {
  textContent: string | null;
  value: string;
  getAttribute(name: string): string | null;
  closest(selectors: string): Element_ | null;
}
interface Document_ {
  body: { innerHTML: string };
  querySelector(selectors: string): Element_ | null;
  getElementById(id: string): Element_ | null;
}
const document = (globalThis as unknown as { document: Document_ }).document;
const el = (element: unknown) => element as Element_;

const base: SimulatedTransaction = {
  transactionId: 'KORA0123456789ABCDEF01234567',
  paymentSessionId: 'ps_track_1',
  amountXof: 1306,
  price: { amountMinor: 199, currency: 'EUR' },
  description: 'Titre « Soleil » <b>live</b>',
  notifyUrl: 'http://localhost:4000/api/payments/mobile-money/notification',
  returnUrl: 'http://localhost:3000/paiement/retour?session=ps_track_1&x=1',
  status: 'created',
  operator: null,
  phone: null,
  refusal: null,
  createdAt: '2025-03-15T10:00:00.000Z',
  expiresAt: '2025-03-15T10:10:00.000Z',
  updatedAt: '2025-03-15T10:00:00.000Z',
};

function show(transaction: Partial<SimulatedTransaction>, state?: Parameters<typeof simulatorPageBody>[1]) {
  document.body.innerHTML = `<main>${simulatorPageBody({ ...base, ...transaction }, state)}</main>`;
}

const text = (element: unknown) =>
  (el(element)?.textContent ?? '')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the simulator's page", () => {
  it("asks for the operator ('Opérateur') and the number ('Numéro de téléphone'), then 'Payer'", () => {
    show({});
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement mobile' })).toBeTruthy();
    expect(text(screen.getByRole('note'))).toBe("Paiement de test — aucune somme n'est débitée");
    const operator = screen.getByRole('combobox', { name: 'Opérateur' });
    expect(
      within(operator)
        .getAllByRole('option')
        .map((option) => el(option).textContent),
    ).toEqual(['Choisissez votre opérateur', 'Orange Money', 'MTN MoMo', 'Moov Money', 'Wave']);
    expect(el(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).getAttribute('type')).toBe('tel');
    expect(el(screen.getByRole('button', { name: 'Payer' })).getAttribute('value')).toBe('pay');
    expect(el(screen.getByRole('button', { name: 'Annuler' })).getAttribute('value')).toBe('cancel');
    // The amount in FCFA with the price as listed; the description as text, never as markup.
    expect(text(document.querySelector('.amount'))).toBe('1 306 FCFA (1,99 €)');
    expect(screen.getByText('Titre « Soleil » <b>live</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    // The test numbers, as the README lists them.
    expect(text(document.querySelector('.notice'))).toContain(
      '+225 07 00 00 00 01 : confirmé quand vous appuyez sur Valider',
    );
    expect(text(document.querySelector('.notice'))).toContain('+225 07 00 00 00 02 : refusé par l’opérateur');
    expect(text(document.querySelector('.notice'))).toContain('+225 07 00 00 00 03 : ne répond jamais');
  });

  it('keeps what was typed and shows each error on its field', () => {
    show(
      {},
      {
        values: { operator: 'mtn', phone: '+225 07' },
        errors: { phone: 'Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).' },
      },
    );
    expect(text(screen.getByRole('alert'))).toBe('Vérifiez l’opérateur et le numéro de téléphone.');
    const phone = el(screen.getByRole('textbox', { name: 'Numéro de téléphone' }));
    expect(phone.value).toBe('+225 07');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(phone.getAttribute('aria-describedby') ?? ''))).toBe(
      'Numéro de téléphone invalide pour la Côte d’Ivoire (10 chiffres).',
    );
    expect(el(screen.getByRole('combobox', { name: 'Opérateur' })).value).toBe('mtn');
  });

  it('pre-fills the operator and the number chosen in Kora', () => {
    show({ operator: 'wave', phone: '+2250700000001' });
    expect(el(screen.getByRole('combobox', { name: 'Opérateur' })).value).toBe('wave');
    expect(el(screen.getByRole('textbox', { name: 'Numéro de téléphone' })).value).toBe('+225 07 00 00 00 01');
  });

  it("then says 'Confirmez le paiement sur votre téléphone' with the amount in FCFA, and the phone's Valider / Refuser", () => {
    show({ status: 'waiting', operator: 'orange', phone: '+2250700000001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmez le paiement sur votre téléphone' })).toBeTruthy();
    expect(text(document.querySelector('.amount'))).toBe('1 306 FCFA (1,99 €)');
    expect(screen.getByText(/Orange Money · \+225 07 •• •• •• 01/)).toBeTruthy();
    const phone = screen.getByRole('region', { name: 'Téléphone simulé' });
    expect(text(phone)).toContain('Orange Money : payer 1 306 FCFA à Kora ?');
    expect(el(within(phone).getByRole('button', { name: 'Valider' })).getAttribute('value')).toBe('validate');
    expect(el(within(phone).getByRole('button', { name: 'Refuser' })).getAttribute('value')).toBe('refuse');
    expect(screen.getByRole('button', { name: 'Annuler le paiement' })).toBeTruthy();
    expect(
      el(screen.getByRole('button', { name: 'Actualiser' }))
        .closest('form')
        ?.getAttribute('method'),
    ).toBe('get');
  });

  it('shows a phone that never answers without buttons', () => {
    show({ status: 'waiting', operator: 'moov', phone: '+2250700000003' });
    const phone = screen.getByRole('region', { name: 'Téléphone simulé' });
    expect(text(phone)).toContain('ce téléphone ne répond pas');
    expect(within(phone).queryByRole('button')).toBeNull();
  });

  it('says how it ended, with the way back to Kora', () => {
    show({ status: 'accepted', operator: 'orange', phone: '+2250700000001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement confirmé' })).toBeTruthy();
    expect(el(screen.getByRole('link', { name: 'Revenir sur Kora' })).getAttribute('href')).toBe(base.returnUrl);

    show({ status: 'refused', refusal: 'declined' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement refusé' })).toBeTruthy();
    expect(text(screen.getByRole('alert'))).toBe(
      'Le paiement a été refusé par l’opérateur. Aucune somme n’a été débitée.',
    );
    show({ status: 'refused', refusal: 'rejected' });
    expect(text(screen.getByRole('alert'))).toContain('Vous avez refusé le paiement sur votre téléphone.');
    show({ status: 'refused', refusal: 'cancelled' });
    expect(text(screen.getByRole('alert'))).toContain('Vous avez annulé le paiement.');

    show({ status: 'expired' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement expiré' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows FCFA alone when the price was in FCFA, and a page for an unknown payment', () => {
    show({ price: null, amountXof: 5000 });
    expect(text(document.querySelector('.amount'))).toBe('5 000 FCFA');
    document.body.innerHTML = simulatorNotFoundBody();
    expect(screen.getByRole('heading', { name: 'Paiement introuvable' })).toBeTruthy();
  });
});
