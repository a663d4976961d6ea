import { render, screen } from '@testing-library/react';
import { useFieldNotes, type FieldNotesInput } from './field-notes';

/** A moment typed in two boxes that share one hint and one error. */
function Moment(props: FieldNotesInput) {
  const field = useFieldNotes(props);
  return (
    <fieldset>
      <label htmlFor={`${field.id}-date`}>Date</label>
      <input id={`${field.id}-date`} {...field.described} />
      <label htmlFor={`${field.id}-time`}>Heure</label>
      <input id={`${field.id}-time`} {...field.described} />
      {field.notes}
    </fieldset>
  );
}

it('describes every control by the hint, then the error, and marks them invalid', () => {
  render(<Moment hint="Heure de Paris." error="La date est passée." />);
  for (const name of ['Date', 'Heure']) {
    expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Heure de Paris. La date est passée.');
    expect(screen.getByRole('textbox', { name })).toBeInvalid();
  }
});

it('leaves a control undescribed and valid when there is nothing to say', () => {
  render(<Moment />);
  expect(screen.getByRole('textbox', { name: 'Date' })).not.toHaveAccessibleDescription();
  expect(screen.getByRole('textbox', { name: 'Date' })).not.toBeInvalid();
});

it('shows the hint alone, without marking the control invalid', () => {
  render(<Moment hint="Heure de Paris." />);
  expect(screen.getByRole('textbox', { name: 'Heure' })).toHaveAccessibleDescription('Heure de Paris.');
  expect(screen.getByRole('textbox', { name: 'Heure' })).not.toBeInvalid();
});
