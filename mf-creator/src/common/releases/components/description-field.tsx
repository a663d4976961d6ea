import { TextAreaField, useTranslation } from '@kora/shared';
import { CREATOR_LIMITS } from '@kora/shared/contracts';

/** What the release is about (also the release page's "about" text). */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (description: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('creator');
  return (
    <TextAreaField
      label={t('releases.fields.description')}
      rows={4}
      maxLength={CREATOR_LIMITS.descriptionMaxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
