import { useRef, useState } from 'react';
import { addRow, emptyRow, moveRow, removeRow, updateRow, type AlbumRow } from '../lib/album-rows';

/** The album form's track rows: one empty row to start with, and never fewer than one. */
export function useAlbumRows() {
  const lastKey = useRef(1);
  const [rows, setRows] = useState<AlbumRow[]>(() => [emptyRow(1)]);
  const freshKey = () => {
    lastKey.current += 1;
    return lastKey.current;
  };
  return {
    rows,
    add: () => {
      const key = freshKey();
      setRows((current) => addRow(current, key));
    },
    update: (key: number, patch: Partial<Omit<AlbumRow, 'key'>>) =>
      setRows((current) => updateRow(current, key, patch)),
    remove: (key: number) => {
      const fresh = freshKey();
      setRows((current) => removeRow(current, key, fresh));
    },
    move: (key: number, offset: -1 | 1) => setRows((current) => moveRow(current, key, offset)),
  };
}
