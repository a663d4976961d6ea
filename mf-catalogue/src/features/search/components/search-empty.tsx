import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

const BROWSE = [
  { route: 'releases', type: 'releases' },
  { route: 'artists', type: 'artists' },
  { route: 'events', type: 'events' },
] as const;

/** Nothing found: what to try instead, and where to browse. */
export function SearchEmpty({ query }: { query: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="kora-state kora-state--empty kora-search-empty">
      <p className="kora-state__title">{t('search.empty.title', { query })}</p>
      <ul className="kora-search-empty__tips">
        <li>{t('search.empty.spelling')}</li>
        <li>{t('search.empty.fewerWords')}</li>
      </ul>
      <nav className="kora-search-empty__browse" aria-labelledby="search-browse">
        <p id="search-browse">{t('search.empty.browse')}</p>
        <ul>
          {BROWSE.map(({ route, type }) => (
            <li key={route}>
              <Link className="kora-button" to={href(route)}>
                {t(`search.groups.${type}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
