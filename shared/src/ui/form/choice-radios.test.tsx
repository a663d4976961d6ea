import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceRadios } from './choice-radios';

it('offers each choice as a labelled radio, the current one checked, and says which is picked', async () => {
  const onChange = jest.fn();
  render(
    <ChoiceRadios
      legend="Trier par"
      name="sort"
      options={['date', 'title'] as const}
      value="date"
      onChange={onChange}
      labelOf={(option) => (option === 'date' ? 'Date' : 'Titre')}
    />,
  );
  expect(screen.getByRole('group', { name: 'Trier par' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Date' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Titre' }));
  expect(onChange).toHaveBeenCalledWith('title');
});
