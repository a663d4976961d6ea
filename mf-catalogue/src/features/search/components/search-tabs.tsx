import { useEffect, type KeyboardEvent } from 'react';
import type { SearchType } from '@kora/shared/contracts';
import { useCountText } from '../../../common/hooks/use-count-text';

/** "Tout", or one type of result. */
export type SearchTabId = SearchType | 'all';

export interface SearchTab {
  id: SearchTabId;
  label: string;
  /** What the type matches; null until the counts are known. */
  count: number | null;
  /** Nothing to show: the tab stays in its place, greyed, and the arrows pass over it. */
  disabled: boolean;
}

export const SEARCH_PANEL_ID = 'search-panel';
export const searchTabId = (id: SearchTabId) => `search-tab-${id}`;

/** Moves the keyboard to a tab, e.g. after a "see all" link chose it. */
export function focusSearchTab(id: SearchTabId): void {
  document.getElementById(searchTabId(id))?.focus();
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

interface SearchTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly SearchTab[];
  selected: SearchTabId;
  onSelect: (id: SearchTabId) => void;
}

/**
 * The result types as tabs (the ARIA tabs pattern): one tab in the Tab order, arrows, Home and End move
 * between the tabs that have results and show them at once. On a phone the row scrolls sideways.
 */
export function SearchTabs({ label, tabs, selected, onSelect }: SearchTabsProps) {
  const countText = useCountText();
  useEffect(() => {
    document.getElementById(searchTabId(selected))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    const reachable = tabs.filter((tab) => !tab.disabled || tab.id === selected);
    const index = reachable.findIndex((tab) => tab.id === selected);
    const target = reachable[move(index, reachable.length)];
    event.preventDefault();
    if (target.id !== selected) onSelect(target.id);
    focusSearchTab(target.id);
  }

  return (
    <div role="tablist" aria-label={label} className="kora-search-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={searchTabId(tab.id)}
            className="kora-search-tab"
            aria-selected={active}
            aria-controls={active ? SEARCH_PANEL_ID : undefined}
            tabIndex={active ? 0 : -1}
            disabled={tab.disabled && !active}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.count !== null && (
              <>
                {' '}
                <span className="kora-search-tab__count">{countText(tab.count)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
