import { Link } from 'react-router-dom';
import './section-header.css';

export interface SectionHeaderProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** A 'see all' link to the full list. */
  more?: { to: string; label: string };
}

/** The heading row of a page section: its title and an optional link to everything. */
export function SectionHeader({ id, title, more }: SectionHeaderProps) {
  return (
    <header className="kora-section-header">
      <h2 id={id}>{title}</h2>
      {more && <Link to={more.to}>{more.label}</Link>}
    </header>
  );
}
