import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView, type QueryViewProps } from './query-view';

type Query = QueryViewProps<string[]>['query'];

const failed = (refetch = jest.fn()): Query =>
  ({ status: 'error', data: undefined, error: new Error('boom'), refetch }) as unknown as Query;
const answered = (data: string[]): Query =>
  ({ status: 'success', data, error: null, refetch: jest.fn() }) as unknown as Query;

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

it('keeps a section filled with its fallback under the error, with Retry', async () => {
  const refetch = jest.fn();
  render(
    <QueryView query={failed(refetch)} errorText="Erreur des artistes" fallback={['Awa', 'Kofi']}>
      {list}
    </QueryView>,
  );
  expect(screen.getByText('Erreur des artistes')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Awa', 'Kofi']);
  await userEvent.click(screen.getByRole('button', { name: /./ }));
  expect(refetch).toHaveBeenCalled();
});

it('shows nothing for an empty answer when told so, and the empty text otherwise', () => {
  const { container, rerender } = render(
    <QueryView query={answered([])} empty={null}>
      {list}
    </QueryView>,
  );
  expect(container).toBeEmptyDOMElement();
  rerender(
    <QueryView query={answered([])} emptyText="Aucun artiste">
      {list}
    </QueryView>,
  );
  expect(screen.getByText('Aucun artiste')).toBeInTheDocument();
});
