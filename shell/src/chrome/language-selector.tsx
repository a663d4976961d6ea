import { LANGUAGES, setLanguage, useTranslation, type Language } from '@kora/shared';
import { useId } from 'react';

/** The language of the whole site; the header holds it on a wide screen, the menu drawer on a phone. */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const current = (LANGUAGES as readonly string[]).find((language) => i18n.language?.startsWith(language));
  return (
    <div className={`kora-language ${className}`.trim()}>
      <label className="kora-visually-hidden" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="kora-select"
        value={current ?? 'fr'}
        onChange={(event) => void setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
