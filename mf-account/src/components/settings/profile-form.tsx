import { useState, type FormEvent } from 'react';
import { errorText, FormMessage, isApiError, TextField, useTranslation } from '@kora/shared';
import type { Profile } from '@kora/shared/contracts';
import { updateProfile } from '../../api';
import { isEmail } from '../../lib/email';
import { ImageUpload } from './image-upload';

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/** Edits the profile: names, username, email and picture. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState({
    firstname: profile.firstname ?? '',
    lastname: profile.lastname ?? '',
    username: profile.username,
    email: profile.email,
    image: profile.image,
  });
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const text = (field: 'firstname' | 'lastname' | 'username' | 'email') => ({
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const errors: Record<string, string> = {};
    if (!values.username.trim()) errors.username = t('form.required');
    if (!isEmail(values.email)) errors.email = t('form.invalidEmail');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return setOutcome({ kind: 'error', text: t('form.fixErrors') });
    setSaving(true);
    try {
      const saved = await updateProfile({
        firstname: values.firstname.trim() || null,
        lastname: values.lastname.trim() || null,
        username: values.username.trim(),
        email: values.email.trim(),
        image: values.image,
      });
      onSaved(saved);
      setOutcome({ kind: 'success', text: t('settings.saved') });
    } catch (failure) {
      const violations = isApiError(failure) ? (failure.violations ?? []) : [];
      setFieldErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
      setOutcome({ kind: 'error', text: errorText(failure, t('settings.saveError')) });
    } finally {
      setSaving(false);
    }
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
        <TextField label={t('fields.firstname')} name="firstname" autoComplete="given-name" {...text('firstname')} />
        <TextField label={t('fields.lastname')} name="lastname" autoComplete="family-name" {...text('lastname')} />
      </div>
      <TextField label={t('fields.username')} name="username" autoComplete="username" {...text('username')} />
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" {...text('email')} />
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
