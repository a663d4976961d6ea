import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrencyStore } from '@kora/shared';
import { renderScreen } from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { BuyAlbumButton, BuyTrackButton } from './buy-buttons';

catalogueSuite();

it('a track buy button shows its price, named by what it shows then the title, and opens the purchase modal of that track', async () => {
  renderScreen(<BuyTrackButton track={{ id: 41, releaseId: 4, title: 'Minuit Quarante', price: 1.99 }} />);
  const button = screen.getByRole('button', { name: 'Acheter · 1,99\u00a0€ — Minuit Quarante' });
  expect(button).toHaveTextContent(/^Acheter · 1,99\s€$/);
  await userEvent.click(button);
  expect(await screen.findByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
  expect(screen.getByText('Chaque achat donne droit à un téléchargement du morceau.')).toBeInTheDocument();
});

it('a track buy button may show a shorter text; its name starts with it and says what and for how much', async () => {
  renderScreen(
    <BuyTrackButton track={{ id: 41, releaseId: 4, title: 'Minuit Quarante', price: 1.99 }}>Acheter</BuyTrackButton>,
  );
  const button = screen.getByRole('button', { name: 'Acheter · 1,99\u00a0€ — Minuit Quarante' });
  expect(button).toHaveTextContent(/^Acheter$/);
  await userEvent.click(button);
  expect(await screen.findByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
});

it('an album buy button shows the album price in the chosen currency', async () => {
  useCurrencyStore.setState({ currency: 'XOF' });
  renderScreen(<BuyAlbumButton album={{ id: 2, title: 'Racines', price: 9.99 }} />);
  const button = screen.getByRole('button', { name: /^Acheter l'album · 6\s553\sFCFA — Racines$/ });
  expect(button).toHaveTextContent(/^Acheter l'album · 6\s553\sFCFA$/);
  await userEvent.click(button);
  expect(await screen.findByRole('dialog', { name: "Acheter l'album Racines" })).toBeInTheDocument();
  expect(screen.getByText("L'album comprend un téléchargement de chacun de ses morceaux.")).toBeInTheDocument();
});
