import { Link } from 'react-router-dom';
import './item-text.css';

interface ItemTextProps {
  title: string;
  subtitle?: string | null;
  /** Where the title leads; plain text when null. */
  link: string | null;
  /** Said under the title when the item is no longer published (e.g. 'Indisponible'): greyed with it. */
  unavailableText: string | null;
}

/** A list row's title (a link when it leads somewhere), its subtitle, and the mark of an item gone. */
export function ItemText({ title, subtitle, link, unavailableText }: ItemTextProps) {
  const unavailable = unavailableText !== null;
  return (
    <div className={`kora-item-text${unavailable ? ' kora-item-text--unavailable' : ''}`}>
      {link ? (
        <Link className="kora-item-text__title" to={link}>
          {title}
        </Link>
      ) : (
        <span className="kora-item-text__title">{title}</span>
      )}
      {subtitle && <span className="kora-item-text__subtitle">{subtitle}</span>}
      {unavailable && <span className="kora-item-text__unavailable">{unavailableText}</span>}
    </div>
  );
}
