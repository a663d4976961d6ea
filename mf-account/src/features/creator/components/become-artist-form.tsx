import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField, useSessionStore, useSubmit, useTranslation, write } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { becomeArtist } from '@kora/shared/contracts/endpoints';

/** A listener takes an artist name and becomes an artist; the new session token carries the artist role. */
export function BecomeArtistForm({ onBecameArtist }: { onBecameArtist: (profile: Profile) => void }) {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const form = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return form.fail('', { artistName: t('artist.nameRequired') });
    const became = await form.run(() => write(becomeArtist, { body: { name: name.trim() } }), {
      failure: t('artist.failed'),
    });
    if (!became) return;
    const { token, user } = became.answer;
    useSessionStore.getState().signIn({ token, username: user.username, email: user.email });
    onBecameArtist(user);
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate>
      <p>{t('artist.intro')}</p>
      <TextField
        label={t('artist.name')}
        name="artistName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.fieldErrors.artistName}
      />
      <FormMessage kind="error">{form.outcome?.text}</FormMessage>
      <SubmitButton submitting={form.submitting}>{t('artist.become')}</SubmitButton>
    </form>
  );
}
