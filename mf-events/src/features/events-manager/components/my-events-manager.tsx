import { useTranslation } from '@kora/shared';

/** The profile's events manager: framed with its title until the events features fill it. */
export function MyEventsManager() {
  const { t } = useTranslation('events');
  return (
    <section aria-labelledby="events-manager-title">
      <h2 id="events-manager-title">{t('manager.title')}</h2>
    </section>
  );
}
