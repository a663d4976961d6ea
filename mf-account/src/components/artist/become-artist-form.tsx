import { useState, type FormEvent } from 'react';
import { errorText, FormMessage, TextField, useSessionStore, useTranslation } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { becomeArtist } from '../../api';

/** A listener takes an artist name and becomes an artist; the new session token carries the artist role. */
export function BecomeArtistForm({ onBecameArtist }: { onBecameArtist: (profile: Profile) => void }) {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setFieldError(t('artist.nameRequired'));
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const { token, user } = await becomeArtist(name.trim());
      useSessionStore.getState().signIn({ token, username: user.username, email: user.email });
      onBecameArtist(user);
    } catch (failure) {
      setError(errorText(failure, t('artist.failed')));
      setSending(false);
    }
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate>
      <p>{t('artist.intro')}</p>
      <TextField
        label={t('artist.name')}
        name="artistName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button
        type="submit"
        className="kora-button kora-button--accent"
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {t('artist.become')}
      </button>
    </form>
  );
}
