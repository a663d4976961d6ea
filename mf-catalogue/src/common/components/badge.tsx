import type { ReactNode } from 'react';
import './badge.css';

/** A small label in capitals: an article's category, a favourite's kind, or "live" on an episode. */
export function Badge({ live = false, children }: { live?: boolean; children: ReactNode }) {
  return <span className={live ? 'kora-cat-badge kora-cat-badge--live' : 'kora-cat-badge'}>{children}</span>;
}
