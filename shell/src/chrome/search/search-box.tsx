import { searchHitPath, useTranslation } from '@kora/shared';
import type { SearchHit } from '@kora/shared/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../icons';
import { popoverButtonId, popoverPanelId, type HeaderPopoverControl } from '../use-header-popover';
import type { SuggestionsHandle, SuggestionsView } from './live-suggestions';
import { isSuggestible, searchPagePath } from './search-terms';
import './search-box.css';

/**
 * The suggestions (their requests, list and looks) come when the box is first used: the first screen draws
 * the box alone, and what is typed before they arrive stays in it.
 */
const LiveSuggestions = lazy(() =>
  import(/* webpackChunkName: "search-suggestions" */ './live-suggestions').then((module) =>
    module.suggestionTexts().then(() => ({ default: module.LiveSuggestions })),
  ),
);

const INPUT_ID = 'kora-search-input';
const LISTBOX_ID = 'kora-search-suggestions';
const optionId = (index: number) => `kora-search-suggestion-${index}`;
const NO_VIEW: SuggestionsView = { activeIndex: -1, announcement: '' };

/**
 * The header's search box: a combobox suggesting what matches as one types (once typing pauses),
 * Enter opening the chosen suggestion or the full results page. On a phone it folds into a button
 * that opens it over the header.
 */
export function SearchBox({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestionsRef = useRef<SuggestionsHandle>(null);
  const [query, setQuery] = useState('');
  // Escape folds the suggestions away while the box keeps the focus and the text.
  const [listOpen, setListOpen] = useState(false);
  // The suggestions' code is asked for once the box is first used.
  const [used, setUsed] = useState(false);
  const [view, setView] = useState<SuggestionsView>(NO_VIEW);
  const onView = useCallback((next: SuggestionsView) => setView(next), []);

  const open = control.open === 'search';
  const typed = query.trim();
  const expanded = open && listOpen && isSuggestible(typed);
  const activeIndex = expanded ? view.activeIndex : -1;

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
    const hit = activeIndex >= 0 ? suggestionsRef.current?.activeHit() : undefined;
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
      if (!expanded) showList();
      else suggestionsRef.current?.move(event.key === 'ArrowDown' ? 1 : -1);
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
              <LiveSuggestions
                query={query}
                expanded={expanded}
                listboxId={LISTBOX_ID}
                optionId={optionId}
                handle={suggestionsRef}
                onView={onView}
                onChoose={choose}
              />
            </Suspense>
          )}
        </div>
      </div>
      <p role="status" className="kora-visually-hidden">
        {expanded ? view.announcement : ''}
      </p>
    </div>
  );
}
