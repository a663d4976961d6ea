import { useId, useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, TextField, useSubmit, useTranslation, write } from '@kora/shared';
import type { ArtistProfile } from '@kora/shared/contracts';
import { updateArtistProfile } from '@kora/shared/contracts/endpoints';

/** An artist edits the name and short bio shown on the artist page. */
export function ArtistProfileForm({ artist }: { artist: ArtistProfile }) {
  const { t } = useTranslation('account');
  const bioId = useId();
  const [name, setName] = useState(artist.name);
  const [bio, setBio] = useState(artist.bio ?? '');
  const form = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return form.fail('', { name: t('artist.nameRequired') });
    await form.run(() => write(updateArtistProfile, { body: { name: name.trim(), bio: bio.trim() || null } }), {
      failure: t('artist.profileSaveError'),
      success: () => t('artist.profileSaved'),
    });
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate aria-labelledby={`${bioId}-title`}>
      <h3 id={`${bioId}-title`}>{t('artist.profileTitle')}</h3>
      <TextField
        label={t('artist.name')}
        name="artistName"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.fieldErrors.name}
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
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <SubmitButton submitting={form.submitting}>{t('settings.save')}</SubmitButton>
    </form>
  );
}
