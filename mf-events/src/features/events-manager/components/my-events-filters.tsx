import { useTranslation } from '@kora/shared';
import { MY_EVENTS_FILTERS, type MyEventsFilter } from '../api/my-events-api';

/** All, published, drafts, upcoming, past: one pressed at a time. */
export function MyEventsFilters({ value, onChange }: { value: MyEventsFilter; onChange: (f: MyEventsFilter) => void }) {
  const { t } = useTranslation('events');
  return (
    <div className="kora-my-events__filters" role="group" aria-label={t('manager.filtersLabel')}>
      {MY_EVENTS_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="kora-my-events__filter"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`manager.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
