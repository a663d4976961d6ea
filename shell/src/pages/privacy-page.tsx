import { href, useDocumentTitle, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import '../chrome/chrome.css';
import './static-page.css';
import { STATIC_PAGES_NAMESPACE } from './locales/on-demand';

const SECTIONS = ['collected', 'use', 'sharing', 'security', 'rights', 'contact'] as const;

export function PrivacyPage() {
  const { t } = useTranslation(STATIC_PAGES_NAMESPACE);
  useDocumentTitle(t('privacy.title'));
  return (
    <article className="kora-static-page">
      <h1>{t('privacy.title')}</h1>
      <p className="kora-static-page__lead">{t('privacy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`kora-privacy-${section}`}>
          <h2 id={`kora-privacy-${section}`}>{t(`privacy.${section}.title`)}</h2>
          <p>{t(`privacy.${section}.text`)}</p>
        </section>
      ))}
      <p>
        <Link to={href('contact')}>{t('privacy.contact.link')}</Link>
      </p>
    </article>
  );
}
