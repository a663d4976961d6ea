import { ChoiceRadios, ListFilters, SearchField, SelectField, useTranslation } from '@kora/shared';
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
  return (
    <ListFilters variant="panel" className="kora-events-list__filters">
      <SearchField
        label={t('list.search')}
        value={search}
        onChange={onSearch}
        placeholder={t('list.searchPlaceholder')}
        hint={t('list.searchHint')}
      />
      <SelectField
        label={t('list.period')}
        value={period}
        options={EVENT_PERIODS.map((option) => ({ value: option, label: t(`list.periods.${option}`) }))}
        onChange={onPeriod}
      />
      <ChoiceRadios
        legend={t('list.sort')}
        name="kora-events-sort"
        options={EVENT_SORTS}
        value={sort}
        onChange={onSort}
        labelOf={(option) => t(`list.sorts.${option}`)}
      />
    </ListFilters>
  );
}
