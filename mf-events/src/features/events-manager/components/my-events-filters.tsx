import { FilterTabs, useTranslation } from '@kora/shared';
import { MY_EVENTS_FILTERS, type MyEventsFilter } from '../lib/my-events-filters';

/** All, published, drafts, upcoming, past: one pressed at a time. */
export function MyEventsFilters({ value, onChange }: { value: MyEventsFilter; onChange: (f: MyEventsFilter) => void }) {
  const { t } = useTranslation('events');
  return (
    <FilterTabs
      label={t('manager.filtersLabel')}
      options={MY_EVENTS_FILTERS}
      value={value}
      onChange={onChange}
      optionLabel={(filter) => t(`manager.filters.${filter}`)}
    />
  );
}
