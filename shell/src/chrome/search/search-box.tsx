import { keepPreviousData, searchHitPath, useDebouncedValue, useQuery, useTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../icons';
import { popoverButtonId, popoverPanelId, type HeaderPopoverControl } from '../use-header-popover';
import { isSuggestible, searchPagePath, searchSuggestionsQuery, SUGGEST_DELAY_MS } from './search-api';
import { suggestionsAnnouncement, type SuggestionsState } from './suggestions-announcement';
import './search-box.css';

/** The suggestions' list and looks come when the box is first used: the first screen does not wait for them. */
const loadSuggestions = () => import(/* webpackChunkName: "search-suggestions" */ './search-suggestions');
const SearchSuggestions = lazy(() => loadSuggestions().then((module) => ({ default: module.SearchSuggestions })));

const INPUT_ID = 'kora-search-input';
const LISTBOX_ID = 'kora-search-suggestions';
const optionId = (index: number) => `kora-search-suggestion-${index}`;

/**
 * The header's search box: a combobox suggesting what matches as one types (once typing pauses),
 * Enter opening the chosen suggestion or the full results page. On a phone it folds into a button
 * that opens it over the header.
 */
export function SearchBox({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // Escape folds the suggestions away while the box keeps the focus and the text.
  const [listOpen, setListOpen] = useState(false);
  // The list's code is asked for once the box is first used.
  const [used, setUsed] = useState(false);

  const open = control.open === 'search';
  const typed = query.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...searchSuggestionsQuery(settled),
    enabled: isSuggestible(settled),
    placeholderData: keepPreviousData,
  });
  const expanded = open && listOpen && isSuggestible(typed);
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
  }, [activeIndex]);

  // Opened from the phone's search button: the box takes the focus at once.
  useEffect(() => {
    if (open && document.activeElement !== inputRef.current) inputRef.current?.focus();
  }, [open]);

  const showList = () => {
    setUsed(true);
    setListOpen(true);
    if (!open) control.show('search');
  };

  const go = (path: string) => {
    setListOpen(false);
    control.close();
    navigate(path);
  };
  const choose = (hit: SearchHit) => go(searchHitPath(hit));

  const submit = () => {
    const hit = activeIndex >= 0 ? items[activeIndex] : undefined;
    if (hit) choose(hit);
    else if (typed) go(searchPagePath(typed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Handled here rather than by the form: a letter being composed (IME) is not a submission.
      event.preventDefault();
      if (!event.nativeEvent.isComposing) submit();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        showList();
        return;
      }
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const index =
        activeIndex === -1 ? (step === 1 ? 0 : items.length - 1) : (activeIndex + step + items.length) % items.length;
      setCursor({ list: suggestions.data, query, index });
    } else if (event.key === 'Escape') {
      // First Escape folds the suggestions, the second empties the box; the header handles the rest.
      if (expanded) {
        event.preventDefault();
        setListOpen(false);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  return (
    <div className={`kora-search${open ? ' kora-search--open' : ''}`} data-kora-popover="search">
      <button
        type="button"
        id={popoverButtonId('search')}
        className="kora-header__button kora-search__toggle"
        aria-label={t('search.toggle')}
        aria-expanded={open}
        aria-controls={popoverPanelId('search')}
        onClick={() => control.toggle('search')}
      >
        <Icon name="search" />
      </button>
      <div id={popoverPanelId('search')} className="kora-search__panel">
        <form role="search" className="kora-search__form" onSubmit={onSubmit}>
          <label className="kora-visually-hidden" htmlFor={INPUT_ID}>
            {t('search.label')}
          </label>
          <input
            ref={inputRef}
            id={INPUT_ID}
            className="kora-input kora-search__input"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              showList();
            }}
            onFocus={showList}
            onBlur={() => setListOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="kora-search__submit" aria-label={t('search.submit')}>
            <Icon name="search" />
          </button>
          <button
            type="button"
            className="kora-search__close"
            aria-label={t('search.close')}
            onClick={() => {
              control.close();
              document.getElementById(popoverButtonId('search'))?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        </form>
        {/* Pressing in the list keeps the focus in the box, so the list is still there when the click lands. */}
        <div className="kora-search__dropdown" hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
          {used && (
            <Suspense fallback={null}>
              <SearchSuggestions
                listboxId={LISTBOX_ID}
                optionId={optionId}
                state={state}
                query={typed}
                items={expanded ? items : []}
                activeIndex={activeIndex}
                busy={expanded && state === 'loading'}
                onChoose={choose}
              />
            </Suspense>
          )}
        </div>
      </div>
      <p role="status" className="kora-visually-hidden">
        {expanded ? suggestionsAnnouncement(t, state, items.length, typed) : ''}
      </p>
    </div>
  );
}
