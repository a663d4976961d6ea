import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCurrencyStore } from '@kora/shared';
import { listWalletMovements, walletBalance } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, inTurn, loadTexts, renderScreen, signInAs, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { aBalance, aMovement } from '../test/wallet';
import { WalletTab } from './wallet-tab';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  signInAs('lea.martin');
  useCurrencyStore.setState({ currency: 'EUR' });
});

const showWallet = () => renderScreen(<WalletTab topUpReturn={null} />, { path: '/profile' });
const balanceSection = () => screen.getByRole('region', { name: 'Solde' });
const movementsSection = () => screen.getByRole('region', { name: 'Mouvements' });

it("shows 'Mon portefeuille' with its one balance, in the wallet's currency", async () => {
  answerApi([answer(walletBalance, aBalance([15000, 'XOF'])), answer(listWalletMovements, [])]);
  showWallet();
  expect(screen.getByRole('heading', { level: 2, name: 'Mon portefeuille' })).toBeInTheDocument();
  expect(await within(balanceSection()).findByText('15 000 FCFA')).toBeInTheDocument();
  expect(within(balanceSection()).getByText('Franc CFA (FCFA)')).toBeInTheDocument();
  expect(within(balanceSection()).queryByText(/€/)).not.toBeInTheDocument();
});

it('shows 0 in the user’s currency before the first top-up, and offers the currency choice', async () => {
  useCurrencyStore.setState({ currency: 'XOF' });
  answerApi([answer(walletBalance, aBalance()), answer(listWalletMovements, [])]);
  showWallet();
  expect(await within(balanceSection()).findByText('0 FCFA')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Devise' })).toHaveValue('XOF');
});

it('tops up in the wallet’s currency once it has one, without a choice', async () => {
  useCurrencyStore.setState({ currency: 'EUR' });
  answerApi([answer(walletBalance, aBalance([3440, 'XOF'])), answer(listWalletMovements, [])]);
  showWallet();
  expect(await screen.findByText('Devise du portefeuille : Franc CFA (FCFA)')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Devise' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Montant' })).toHaveAccessibleDescription(/500\sFCFA/);
});

it('shows a converted movement with both amounts: what the wallet paid and the price it converts', async () => {
  answerApi([
    answer(walletBalance, aBalance([3440, 'XOF'])),
    answer(listWalletMovements, [
      aMovement(2, {
        reason: 'ticket',
        description: 'Achat de billets',
        price: -6560,
        currency: 'XOF',
        listed: { price: -10, priceMinor: -1000, currency: 'EUR' },
      }),
      aMovement(1, { price: 10000, currency: 'XOF' }),
    ]),
  ]);
  showWallet();
  const lines = await within(movementsSection()).findAllByRole('listitem');
  // The kernel's money layout, to the character: narrow no-break spaces, no-break space before the unit.
  const both = '−6\u202f560\u00a0FCFA (10,00\u00a0€)';
  expect(within(lines[0]).getByText((_, element) => element?.textContent === both)).toBeInTheDocument();
  expect(lines[0]).toHaveTextContent('Débit');
  expect(lines[1]).toHaveTextContent('+10 000 FCFA');
  expect(lines[1]).not.toHaveTextContent('€');
});

it('says when the balance cannot be loaded, and Retry loads it again', async () => {
  answerApi([
    answer(walletBalance, inTurn(new ApiError(500, null, 'Internal Server Error'), aBalance([8, 'EUR']))),
    answer(listWalletMovements, []),
  ]);
  showWallet();
  const section = balanceSection();
  expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de charger votre solde.');
  await userEvent.click(within(section).getByRole('button', { name: 'Réessayer' }));
  expect(await within(section).findByText('8,00 €')).toBeInTheDocument();
});

it('lists the movements newest first with their date, description and signed amount, credit or debit in words', async () => {
  answerApi([
    answer(walletBalance, aBalance([12, 'EUR'])),
    answer(listWalletMovements, [
      aMovement(3, {
        reason: 'ticket',
        description: 'Achat de billets',
        price: -18,
        createdAt: '2025-03-20T18:00:00Z',
      }),
      aMovement(2, {
        reason: 'refund',
        description: 'Remboursement de billets',
        price: 10,
        createdAt: '2025-03-18T09:00:00Z',
      }),
      aMovement(1, { price: 20, createdAt: '2025-03-15T10:00:00Z' }),
    ]),
  ]);
  showWallet();
  const lines = await within(movementsSection()).findAllByRole('listitem');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toHaveTextContent('20 mars 2025');
  expect(lines[0]).toHaveTextContent('Achat de billets');
  expect(lines[0]).toHaveTextContent('Débit');
  expect(lines[0]).toHaveTextContent('−18,00 €');
  expect(lines[1]).toHaveTextContent('Remboursement de billets');
  expect(lines[1]).toHaveTextContent('Crédit');
  expect(lines[1]).toHaveTextContent('+10,00 €');
  expect(lines[2]).toHaveTextContent('15 mars 2025');
  expect(lines[2]).toHaveTextContent('Recharge du portefeuille');
  expect(lines[2]).toHaveTextContent('Crédit');
  expect(lines[2]).toHaveTextContent('+20,00 €');
});

it("says 'Aucun mouvement pour le moment.' when there is none", async () => {
  answerApi([answer(walletBalance, aBalance([0, 'EUR'])), answer(listWalletMovements, [])]);
  showWallet();
  expect(await within(movementsSection()).findByText('Aucun mouvement pour le moment.')).toBeInTheDocument();
  expect(within(balanceSection()).getByText('0,00 €')).toBeInTheDocument();
});

it('shows the movements loading, then their error with Retry', async () => {
  answerApi([
    answer(walletBalance, aBalance([0, 'EUR'])),
    answer(listWalletMovements, inTurn(new ApiError(500, null, 'Internal Server Error'), [aMovement(1)])),
  ]);
  showWallet();
  expect(within(movementsSection()).getByText('Chargement…')).toBeInTheDocument();
  const section = movementsSection();
  expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de charger vos mouvements.');
  await userEvent.click(within(section).getByRole('button', { name: 'Réessayer' }));
  expect(await within(section).findByText('+20,00 €')).toBeInTheDocument();
});
