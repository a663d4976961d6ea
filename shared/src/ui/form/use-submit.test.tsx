import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../http/api-error';
import { initI18n, setLanguage } from '../../i18n/i18n';
import { FormMessage } from './form-message';
import { TextField } from './text-field';
import { useSubmit } from './use-submit';

function NameForm({ save }: { save: (name: string) => Promise<{ message: string }> }) {
  const [name, setName] = useState('');
  const form = useSubmit();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return form.fail('Corrigez les erreurs.', { name: 'Le nom est requis' });
    void form.run(() => save(name), { failure: 'Enregistrement impossible', success: (answer) => answer.message });
  }
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Nom" value={name} onChange={(e) => setName(e.target.value)} error={form.fieldErrors.name} />
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <button type="submit" disabled={form.submitting}>
        Enregistrer
      </button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

it("shows a client-side problem on its field, and the server's answer once saved", async () => {
  const save = jest.fn().mockResolvedValue({ message: 'Profil mis à jour' });
  render(<NameForm save={save} />);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Le nom est requis');
  expect(screen.getByRole('alert')).toHaveTextContent('Corrigez les erreurs.');
  expect(save).not.toHaveBeenCalled();

  await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Awa');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profil mis à jour');
  expect(screen.getByRole('textbox', { name: 'Nom' })).not.toHaveAccessibleDescription();
});

it("puts the server's violations on their fields and keeps what was typed", async () => {
  const refusal = new ApiError(422, {
    message: 'Données invalides',
    violations: [{ propertyPath: 'name', message: 'Ce nom est déjà pris' }],
  });
  render(<NameForm save={() => Promise.reject(refusal)} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Awa');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Données invalides');
  expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Ce nom est déjà pris');
  expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Awa');
});

it('disables the button while sending, and says when the network failed', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  render(<NameForm save={() => new Promise((_, reject) => (refuse = reject))} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Awa');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  refuse(new ApiError(0, null, '', 'network'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur réseau ou serveur inaccessible');
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
});

function InviteForm({ send }: { send: () => Promise<unknown> }) {
  const form = useSubmit();
  function submit(event: FormEvent) {
    event.preventDefault();
    void form.run(send, {
      failure: (failure) =>
        failure instanceof ApiError && failure.violations
          ? {
              text: "L'invitation est refusée.",
              fieldErrors: { email: 'Adresse déjà invitée' },
              details: failure.violations.filter((v) => v.propertyPath !== 'email').map((v) => v.message),
            }
          : { text: `Envoi impossible : ${String(failure)}` },
    });
  }
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Email" name="email" error={form.fieldErrors.email} />
      <TextField label="Code" name="code" error={form.fieldErrors.code} />
      {form.outcome && (
        <FormMessage kind={form.outcome.kind}>
          {form.outcome.text}
          {form.outcome.details?.map((line) => (
            <span key={line}> {line}</span>
          ))}
        </FormMessage>
      )}
      <button type="submit">Inviter</button>
    </form>
  );
}

it('lets a form read a failure itself: its text, the fields it concerns and the lines under the text', async () => {
  const refusal = new ApiError(422, {
    message: 'Données invalides',
    violations: [
      { propertyPath: 'email', message: 'Email already invited' },
      { propertyPath: 'code', message: 'Code expiré' },
    ],
  });
  render(<InviteForm send={() => Promise.reject(refusal)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Inviter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("L'invitation est refusée. Code expiré");
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Adresse déjà invitée');
  // Only the fields the form names get an error: the violation on 'code' stays a line under the text.
  expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAccessibleDescription();
});

it('shows the text a form gives for a failure the kernel would explain otherwise', async () => {
  render(<InviteForm send={() => Promise.reject(new ApiError(0, null, '', 'network'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Inviter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Envoi impossible : ApiError: Erreur réseau ou serveur inaccessible',
  );
});
