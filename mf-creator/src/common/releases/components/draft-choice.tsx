import { CheckboxField, useTranslation } from '@kora/shared';

/** Keep the new release as a draft (seen only by its artist) instead of publishing it at once. */
export function DraftChoice({ checked, onChange }: { checked: boolean; onChange: (draft: boolean) => void }) {
  const { t } = useTranslation('creator');
  return (
    <CheckboxField
      label={t('releases.fields.draft')}
      hint={t('releases.fields.draftHint')}
      checked={checked}
      onChange={onChange}
    />
  );
}
