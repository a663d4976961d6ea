import type { ReactNode } from 'react';
import './draft-note.css';

/** Says what a create form leaves behind: a draft, published later from the manager. */
export function DraftNote({ children }: { children: ReactNode }) {
  return <p className="kora-creator-draft-note">{children}</p>;
}
