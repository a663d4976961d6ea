import { useTranslation } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { calendarFileName, eventCalendar } from '../lib/event-calendar';

/** Saves a file through a temporary link. */
function saveFile(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(address);
}

/** "Ajouter à mon agenda": the event as an .ics file named after it. */
export function CalendarButton({ event, url, location }: { event: KoraEvent; url: string; location: string }) {
  const { t } = useTranslation('events');
  const save = () => {
    const text = eventCalendar({ event, url, location });
    saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), calendarFileName(event.title));
  };
  return (
    <button type="button" className="kora-button" onClick={save}>
      {t('detail.addToCalendar')}
    </button>
  );
}
