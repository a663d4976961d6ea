import { useId, useState, type FormEvent } from 'react';
import { errorText, FormMessage, TextField, useTranslation } from '@kora/shared';
import type { ArtistProfile } from '@kora/shared/contracts';
import { updateArtistProfile } from '../../api';

/** An artist edits the name and short bio shown on the artist page. */
export function ArtistProfileForm({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('account');
  const bioId = useId();
  const [name, setName] = useState(artist.name);
  const [bio, setBio] = useState(artist.bio ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setNameError(name.trim() ? null : t('artist.nameRequired'));
    if (!name.trim()) return;
    setSaving(true);
    try {
      await updateArtistProfile({ name: name.trim(), bio: bio.trim() || null });
      setOutcome({ kind: 'success', text: t('artist.profileSaved') });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure, t('artist.profileSaveError')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate aria-labelledby={`${bioId}-title`}>
      <h3 id={`${bioId}-title`}>{t('artist.profileTitle')}</h3>
      <TextField
        label={t('artist.name')}
        name="artistName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      <div className="kora-field">
        <label htmlFor={bioId} className="kora-field__label">
          {t('artist.bio')}
        </label>
        <textarea
          id={bioId}
          className="kora-field__input"
          rows={4}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
      </div>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <button
        type="submit"
        className="kora-button kora-button--accent"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {t('settings.save')}
      </button>
    </form>
  );
}
