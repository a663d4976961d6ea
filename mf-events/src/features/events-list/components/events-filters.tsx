import { useId } from 'react';
import { useTranslation, ChoiceRadios } from '@kora/shared';
import { EVENT_SORTS, type EventSort } from '@kora/shared/contracts';
import { EVENT_PERIODS, type EventPeriod } from '../api/events-list';

interface EventsFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  period: EventPeriod;
  onPeriod: (value: EventPeriod) => void;
  sort: EventSort;
  onSort: (value: EventSort) => void;
}

/** The list's search (title, place or date), its period select and its sort radios. */
export function EventsFilters({ search, onSearch, period, onPeriod, sort, onSort }: EventsFiltersProps) {
  const { t } = useTranslation('events');
  const ids = { search: useId(), period: useId(), hint: useId() };
  return (
    <form className="kora-events-list__filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="kora-field kora-events-list__search">
        <label htmlFor={ids.search}>{t('list.search')}</label>
        <input
          id={ids.search}
          className="kora-field__input"
          type="search"
          value={search}
          placeholder={t('list.searchPlaceholder')}
          aria-describedby={ids.hint}
          onChange={(event) => onSearch(event.target.value)}
        />
        <p id={ids.hint} className="kora-field__hint">
          {t('list.searchHint')}
        </p>
      </div>
      <div className="kora-field">
        <label htmlFor={ids.period}>{t('list.period')}</label>
        <select
          id={ids.period}
          className="kora-select"
          value={period}
          onChange={(event) => onPeriod(event.target.value as EventPeriod)}
        >
          {EVENT_PERIODS.map((option) => (
            <option key={option} value={option}>
              {t(`list.periods.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <ChoiceRadios
        className="kora-events-list__sort"
        legend={t('list.sort')}
        name="kora-events-sort"
        options={EVENT_SORTS}
        value={sort}
        onChange={onSort}
        labelOf={(option) => t(`list.sorts.${option}`)}
      />
    </form>
  );
}
