import type { ReactNode } from 'react';
import './list.css';

interface ListFiltersProps {
  /** 'bar': the fields side by side above the list; 'panel': boxed on a surface, the page setting its columns. */
  variant: 'bar' | 'panel';
  /** The page's own class, for its columns. */
  className?: string;
  children: ReactNode;
}

/** A list's search landmark: its fields answer as they change, so the form is never sent. */
export function ListFilters({ variant, className, children }: ListFiltersProps) {
  const classes = ['kora-list-filters', `kora-list-filters--${variant}`, className].filter(Boolean).join(' ');
  return (
    <form className={classes} role="search" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
