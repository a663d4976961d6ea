import { useTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import type { SuggestionsState } from './suggestions-announcement';
import { SUGGESTION_TEXTS_NAMESPACE } from './suggestion-texts';
import { SuggestionOption } from './suggestion-option';
import './search-suggestions.css';

interface SearchSuggestionsProps {
  listboxId: string;
  optionId(index: number): string;
  state: SuggestionsState;
  query: string;
  items: readonly SearchHit[];
  activeIndex: number;
  /** The suggestions for the text in the box are on their way. */
  busy: boolean;
  onChoose(hit: SearchHit): void;
}

/** The box's dropdown: the suggestions as a listbox, or why there are none (yet). */
export function SearchSuggestions({
  listboxId,
  optionId,
  state,
  query,
  items,
  activeIndex,
  busy,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useTranslation(SUGGESTION_TEXTS_NAMESPACE);
  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        aria-busy={busy}
        className="kora-suggestions"
      >
        {items.map((hit, index) => (
          <SuggestionOption
            key={`${hit.type}-${hit.id}`}
            id={optionId(index)}
            hit={hit}
            active={index === activeIndex}
            onChoose={() => onChoose(hit)}
          />
        ))}
      </ul>
      {state === 'loading' ? <p className="kora-suggestions__note">{t('search.loading')}</p> : null}
      {state === 'empty' ? <p className="kora-suggestions__note">{t('search.noResult', { query })}</p> : null}
      {state === 'error' ? (
        <p className="kora-suggestions__note kora-suggestions__note--error">{t('search.unavailable')}</p>
      ) : null}
    </>
  );
}
