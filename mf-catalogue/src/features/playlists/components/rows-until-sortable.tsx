import { useLayoutEffect, type ReactNode, type RefObject } from 'react';

/** The control focused in `list`, by its row and its part, to find it again in rows drawn anew. */
function focusedControl(list: HTMLElement | null): string | null {
  const focused = document.activeElement;
  if (!list || !(focused instanceof HTMLElement) || !list.contains(focused)) return null;
  const row = focused.closest('[data-row]')?.getAttribute('data-row');
  const control = focused.getAttribute('data-control');
  return row && control ? `[data-row="${CSS.escape(row)}"] [data-control="${CSS.escape(control)}"]` : null;
}

/**
 * The rows as plain HTML while the owner's sorting code is on its way. When the sortable rows take their
 * place, a control the reader had focused (Tab, then Enter on Descendre) is focused again in them: the
 * swap must not drop a keyboard reader's place.
 */
export function RowsUntilSortable({ list, children }: { list: RefObject<HTMLElement | null>; children: ReactNode }) {
  useLayoutEffect(
    () => () => {
      const control = focusedControl(list.current);
      if (control) queueMicrotask(() => list.current?.querySelector<HTMLElement>(control)?.focus());
    },
    [list],
  );
  return children;
}
