import { Link } from 'react-router-dom';
import { useTranslation } from '@kora/shared';

/** Where the page sits: links up to it, then the page itself. */
export function Breadcrumb({ items }: { items: Array<{ label: string; to?: string }> }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav className="kora-cat-breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
