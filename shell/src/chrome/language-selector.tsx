import { LANGUAGES, setLanguage, useTranslation, type Language } from '@kora/shared';

export function LanguageSelector() {
  const { t, i18n } = useTranslation('shell');
  const current = (LANGUAGES as readonly string[]).find((language) => i18n.language?.startsWith(language));
  return (
    <div className="kora-language">
      <label className="kora-visually-hidden" htmlFor="kora-language-select">
        {t('language.label')}
      </label>
      <select
        id="kora-language-select"
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
