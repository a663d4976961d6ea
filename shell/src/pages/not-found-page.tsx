import { href, useDocumentTitle, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import '../chrome/chrome.css';
import './static-page.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <article className="kora-static-page kora-static-page--centered">
      <p className="kora-static-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={href('home')} className="kora-button kora-button--accent">
        {t('notFound.home')}
      </Link>
    </article>
  );
}
