import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useFormValues } from './use-form-values';

function ContactForm({ errors = {} }: { errors?: Record<string, string> }) {
  const { values, setValues, field } = useFormValues({ email: '', message: '', copies: 1 }, errors);
  return (
    <form>
      <TextField label="Email" {...field('email')} />
      <TextAreaField label="Message" {...field('message')} />
      <button type="button" onClick={() => setValues((v) => ({ ...v, message: '', copies: v.copies + 1 }))}>
        Effacer le message
      </button>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

it('keeps what is typed in each field under its name', async () => {
  render(<ContactForm />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'awa@kora.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
  expect(screen.getByRole('status')).toHaveTextContent('{"email":"awa@kora.test","message":"Bonjour","copies":1}');
  await userEvent.click(screen.getByRole('button', { name: 'Effacer le message' }));
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('awa@kora.test');
  expect(screen.getByRole('status')).toHaveTextContent('"copies":2');
});

it("shows each field's error from the form's errors, by the field's name", () => {
  render(<ContactForm errors={{ email: 'Adresse email invalide.' }} />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Adresse email invalide.');
  expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAccessibleDescription();
});
