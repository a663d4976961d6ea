import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@kora/shared/testing';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { TrackPurchaseSuccess } from './track-purchase-success';

catalogueSuite();

it('thanks the buyer for the track and links home and to the release', () => {
  renderScreen(<TrackPurchaseSuccess />, {
    path: '/track/success',
    at: '/track/success?release_id=4&track_id=41&track_title=Minuit%20Quarante',
  });
  expect(screen.getByRole('dialog', { name: 'Achat réussi !' })).toHaveTextContent(
    'Merci pour votre achat de « Minuit Quarante ».',
  );
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Voir la sortie' })).toHaveAttribute('href', '/release/4');
});

it('without a release, only links home; closing goes home', async () => {
  renderScreen(<TrackPurchaseSuccess />, { path: '/track/success', at: '/track/success' });
  expect(screen.getByText(/Merci pour votre achat\. Vous pouvez télécharger/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Voir la sortie' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(screen.getByText('autre page')).toBeInTheDocument();
});
