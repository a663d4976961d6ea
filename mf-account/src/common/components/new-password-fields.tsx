import { TextField, useTranslation } from '@kora/shared';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  error?: string | null;
}

/** A new password typed twice; `error` (e.g. the mismatch) is shown under the confirmation. */
export function NewPasswordFields({ values, onChange, error }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
      />
      <TextField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(event) => onChange({ ...values, confirmation: event.target.value })}
        error={error}
      />
    </>
  );
}

/** null when the two entries can be sent, else the message to show. */
export function newPasswordProblem(values: NewPasswordValues, texts: { required: string; mismatch: string }) {
  if (!values.password) return texts.required;
  if (values.password !== values.confirmation) return texts.mismatch;
  return null;
}
