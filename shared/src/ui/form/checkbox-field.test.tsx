import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './checkbox-field';

function Consent({ error }: { error?: string }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <CheckboxField
      label={
        <>
          J&apos;accepte la <a href="/privacy">politique de confidentialité</a>
        </>
      }
      hint="Vous pourrez la relire à tout moment."
      checked={accepted}
      onChange={setAccepted}
      error={error}
    />
  );
}

it('is a checkbox named by its label, described by its hint, that the user ticks and unticks', async () => {
  render(<Consent />);
  const box = screen.getByRole('checkbox', { name: "J'accepte la politique de confidentialité" });
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription('Vous pourrez la relire à tout moment.');
  expect(box).not.toBeInvalid();
  expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy');
  await userEvent.click(box);
  expect(box).toBeChecked();
  await userEvent.click(box);
  expect(box).not.toBeChecked();
});

it('shows its error after the hint and marks the box invalid', () => {
  render(<Consent error="Vous devez accepter la politique de confidentialité." />);
  const box = screen.getByRole('checkbox', { name: /politique de confidentialité/ });
  expect(box).toBeInvalid();
  expect(box).toHaveAccessibleDescription(
    'Vous pourrez la relire à tout moment. Vous devez accepter la politique de confidentialité.',
  );
});

it('reports the new state to the form', async () => {
  const onChange = jest.fn();
  render(<CheckboxField label="Enregistrer comme brouillon" checked={false} onChange={onChange} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Enregistrer comme brouillon' }));
  expect(onChange).toHaveBeenCalledWith(true);
  expect(screen.getByRole('checkbox')).not.toHaveAccessibleDescription();
});
