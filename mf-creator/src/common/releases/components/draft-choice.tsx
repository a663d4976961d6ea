import { useId } from 'react';
import { useTranslation } from '@kora/shared';

/** Keep the new release as a draft (seen only by its artist) instead of publishing it at once. */
export function DraftChoice({ checked, onChange }: { checked: boolean; onChange: (draft: boolean) => void }) {
  const { t } = useTranslation('creator');
  const id = useId();
  return (
    <div className="kora-field kora-field--checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id}>{t('releases.fields.draft')}</label>
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('releases.fields.draftHint')}
      </p>
    </div>
  );
}
