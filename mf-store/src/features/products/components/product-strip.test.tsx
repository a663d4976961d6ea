import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCurrencyStore } from '@kora/shared';
import { answerApi, aProduct, loadTexts, renderScreen, resetKernel, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { ProductStrip } from './product-strip';

startApiServer();
beforeAll(() => loadTexts('store', translations));
beforeEach(resetKernel);

it('shows the first eight products priced in the visitor’s currency, with a New badge', async () => {
  answerApi({ '/products': Array.from({ length: 10 }, (_, i) => aProduct(i + 1, { price: 2, isNew: i === 0 })) });
  renderScreen(<ProductStrip />);
  expect(await screen.findByRole('link', { name: 'T-shirt 1' })).toHaveAttribute('href', '/product/1');
  expect(screen.getAllByRole('listitem')).toHaveLength(8);
  expect(screen.getAllByText('New')).toHaveLength(1);
  expect(screen.getAllByText('2,00\u00a0€', { normalizer: (text) => text })).toHaveLength(8);
  act(() => useCurrencyStore.getState().setCurrency('XOF'));
  expect(screen.getAllByText('1\u202f312\u00a0FCFA', { normalizer: (text) => text })).toHaveLength(8);
});

it("quotes the server's message on an error, Retry loads again, and an empty store says so", async () => {
  answerApi({ '/products': new ApiError(503, { message: 'Service indisponible' }) });
  renderScreen(<ProductStrip />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products: Service indisponible');
  answerApi({ '/products': [] });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('no products found')).toBeInTheDocument();
});
