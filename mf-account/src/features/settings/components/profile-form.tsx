import { useState, type FormEvent } from 'react';
import {
  FormMessage,
  TextField,
  useFormValues,
  useSubmit,
  useTranslation,
  write,
  type FieldErrors,
} from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { updateProfile } from '@kora/shared/contracts/endpoints';
import { isEmail } from '../../../common/lib/email';
import { ImageUpload } from './image-upload';

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/** Edits the profile: names, username, email and picture. A new email asks for the current password. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const [uploading, setUploading] = useState(false);
  const { submitting: saving, fieldErrors, outcome, run, fail } = useSubmit();
  const { values, setValues, field } = useFormValues(
    {
      firstname: profile.firstname ?? '',
      lastname: profile.lastname ?? '',
      username: profile.username,
      email: profile.email,
      image: profile.image,
      currentPassword: '',
    },
    fieldErrors,
  );
  const emailChanges = values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!values.username.trim()) errors.username = t('form.required');
    if (!isEmail(values.email)) errors.email = t('form.invalidEmail');
    if (Object.keys(errors).length > 0) return fail(t('form.fixErrors'), errors);
    const done = await run(
      () =>
        write(updateProfile, {
          body: {
            firstname: values.firstname.trim() || null,
            lastname: values.lastname.trim() || null,
            username: values.username.trim(),
            email: values.email.trim(),
            image: values.image,
            ...(emailChanges && values.currentPassword && { currentPassword: values.currentPassword }),
          },
        }),
      { failure: t('settings.saveError'), success: () => t('settings.saved') },
    );
    if (!done) return;
    setValues((v) => ({ ...v, currentPassword: '' }));
    onSaved(done.answer);
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate aria-labelledby="kora-profile-form-title">
      <h3 id="kora-profile-form-title">{t('settings.profileTitle')}</h3>
      <ImageUpload
        value={values.image}
        onUploaded={(url) => setValues((v) => ({ ...v, image: url }))}
        onBusyChange={setUploading}
      />
      <div className="kora-form__row">
        <TextField label={t('fields.firstname')} autoComplete="given-name" {...field('firstname')} />
        <TextField label={t('fields.lastname')} autoComplete="family-name" {...field('lastname')} />
      </div>
      <TextField label={t('fields.username')} autoComplete="username" {...field('username')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      {emailChanges && (
        <TextField
          label={t('fields.currentPassword')}
          hint={t('settings.emailPasswordHint')}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
      )}
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <button
        type="submit"
        className="kora-button kora-button--accent"
        disabled={saving || uploading}
        aria-busy={saving || undefined}
      >
        {t('settings.save')}
      </button>
    </form>
  );
}
