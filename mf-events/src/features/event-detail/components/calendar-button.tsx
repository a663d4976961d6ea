import { saveBlob, useTranslation } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { calendarFileName, eventCalendar } from '../lib/event-calendar';

/** "Ajouter à mon agenda": the event as an .ics file named after it. */
export function CalendarButton({ event, url, location }: { event: KoraEvent; url: string; location: string }) {
  const { t } = useTranslation('events');
  const save = () => {
    const text = eventCalendar({ event, url, location });
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(event.title));
  };
  return (
    <button type="button" className="kora-button" onClick={save}>
      {t('detail.addToCalendar')}
    </button>
  );
}
