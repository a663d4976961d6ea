import { useState, type FormEvent } from 'react';
import { errorText, FormMessage, isApiError, TextField, useTranslation } from '@kora/shared';
import { changePassword } from '../../api';
import { NewPasswordFields, newPasswordProblem, type NewPasswordValues } from '../new-password-fields';

const EMPTY: NewPasswordValues = { password: '', confirmation: '' };

/** Changes the password on the server; the two new entries must match first. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<NewPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const problem = newPasswordProblem(next, { required: t('form.required'), mismatch: t('password.mismatch') });
    setErrors({ next: problem ?? undefined });
    if (problem) return setOutcome({ kind: 'error', text: t('form.fixErrors') });
    setSaving(true);
    try {
      const { message } = await changePassword({
        currentPassword: current || undefined,
        newPassword: next.password,
        confirmPassword: next.confirmation,
      });
      setCurrent('');
      setNext(EMPTY);
      setOutcome({ kind: 'success', text: message || t('password.changed') });
    } catch (failure) {
      const violations = isApiError(failure) ? (failure.violations ?? []) : [];
      const on = (field: string) => violations.find((v) => v.propertyPath === field)?.message;
      setErrors({ current: on('currentPassword'), next: on('newPassword') ?? on('confirmPassword') });
      setOutcome({ kind: 'error', text: errorText(failure, t('password.failed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate aria-labelledby="kora-password-form-title">
      <h3 id="kora-password-form-title">{t('password.title')}</h3>
      <TextField
        label={t('fields.currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current}
      />
      <NewPasswordFields values={next} onChange={setNext} error={errors.next} />
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
      <button
        type="submit"
        className="kora-button kora-button--accent"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {t('password.submit')}
      </button>
    </form>
  );
}
