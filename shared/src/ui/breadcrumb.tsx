import { Link } from 'react-router-dom';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb, the page itself, has none. */
  to?: string;
}

export interface BreadcrumbProps {
  /** The navigation's accessible name, in the app's words ("Fil d'Ariane"). */
  label: string;
  items: readonly Crumb[];
  /** An app's own class, for its spacing around the trail. */
  className?: string;
}

/** Where the page sits: links up to it, then the page itself. */
export function Breadcrumb({ label, items, className }: BreadcrumbProps) {
  return (
    <nav className={className ? `kora-breadcrumb ${className}` : 'kora-breadcrumb'} aria-label={label}>
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
