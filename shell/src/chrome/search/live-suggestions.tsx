import { keepPreviousData, useDebouncedValue, useQuery, useTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import { useEffect, useImperativeHandle, useLayoutEffect, useState, type Ref } from 'react';
import { searchSuggestionsQuery, SUGGEST_DELAY_MS } from './search-api';
import { SearchSuggestions } from './search-suggestions';
import { isSuggestible } from './search-terms';
import { suggestionsAnnouncement, type SuggestionsState } from './suggestions-announcement';
import { SUGGESTION_TEXTS_NAMESPACE } from './suggestion-texts';

export { suggestionTexts } from './suggestion-texts';

/** What the box shows of its suggestions: the highlighted one, and what its live region says. */
export interface SuggestionsView {
  activeIndex: number;
  announcement: string;
}

/** What the box asks of its suggestions as keys are pressed in it. */
export interface SuggestionsHandle {
  /** Highlights the next (1) or the previous (-1) suggestion, round the list. */
  move(step: 1 | -1): void;
  /** The highlighted suggestion, if any. */
  activeHit(): SearchHit | undefined;
}

interface LiveSuggestionsProps {
  /** The text in the box. */
  query: string;
  /** The list is on screen (the box is open, used, and holds enough letters). */
  expanded: boolean;
  listboxId: string;
  optionId(index: number): string;
  handle: Ref<SuggestionsHandle>;
  onView(view: SuggestionsView): void;
  onChoose(hit: SearchHit): void;
}

/**
 * The suggestions for what is typed, asked once typing pauses, moved through with the arrows. They come
 * with the box's first use: the first screen draws the box without them.
 */
export function LiveSuggestions({
  query,
  expanded,
  listboxId,
  optionId,
  handle,
  onView,
  onChoose,
}: LiveSuggestionsProps) {
  const { t } = useTranslation(SUGGESTION_TEXTS_NAMESPACE);
  const typed = query.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...searchSuggestionsQuery(settled),
    enabled: isSuggestible(settled),
    placeholderData: keepPreviousData,
  });
  const upToDate = settled === typed && suggestions.isSuccess && !suggestions.isPlaceholderData;
  // Only what matches the text in the box: another query's suggestions are not offered while these load.
  const items = (isSuggestible(settled) && upToDate && suggestions.data?.items) || [];
  const state: SuggestionsState = suggestions.isError
    ? 'error'
    : upToDate
      ? items.length > 0
        ? 'found'
        : 'empty'
      : 'loading';

  // The highlighted suggestion belongs to the list it was chosen in: a new list starts with none.
  const [cursor, setCursor] = useState<{ list: unknown; query: string; index: number }>({
    list: null,
    query: '',
    index: -1,
  });
  const activeIndex =
    expanded && cursor.list === suggestions.data && cursor.query === query && cursor.index < items.length
      ? cursor.index
      : -1;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  useImperativeHandle(handle, () => ({
    move(step) {
      if (items.length === 0) return;
      const index =
        activeIndex === -1 ? (step === 1 ? 0 : items.length - 1) : (activeIndex + step + items.length) % items.length;
      setCursor({ list: suggestions.data, query, index });
    },
    activeHit: () => (activeIndex >= 0 ? items[activeIndex] : undefined),
  }));

  const announcement = expanded ? suggestionsAnnouncement(t, state, items.length, typed) : '';
  useLayoutEffect(() => onView({ activeIndex, announcement }), [activeIndex, announcement, onView]);

  return (
    <SearchSuggestions
      listboxId={listboxId}
      optionId={optionId}
      state={state}
      query={typed}
      items={expanded ? items : []}
      activeIndex={activeIndex}
      busy={expanded && state === 'loading'}
      onChoose={onChoose}
    />
  );
}
