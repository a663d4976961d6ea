import { useId, useState } from 'react';
import { useTranslation } from '@kora/shared';
import { SEARCH_MAX_QUERY_LENGTH } from '@kora/shared/contracts';

interface SearchFormProps {
  /** The query shown on the page; the field starts with it. */
  query: string;
  onSearch: (query: string) => void;
}

/** The page's own search box: the query, editable; submitting asks for a new search. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [text, setText] = useState(query);
  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      className="kora-search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="kora-visually-hidden">
        {t('search.field')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="kora-field__input kora-search-form__input"
        value={text}
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Handled here rather than by the form: Enter that ends a composed letter (IME) is not a search.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!event.nativeEvent.isComposing) onSearch(text);
        }}
      />
      <button type="submit" className="kora-button kora-button--accent">
        {t('search.submit')}
      </button>
    </form>
  );
}
