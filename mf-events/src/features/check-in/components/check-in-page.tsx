import { useParams } from 'react-router-dom';
import { ErrorState, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { DoorDeskView } from './door-desk-view';
import './check-in.css';

/** `/event/:id/check-in`: the owner's door screen, which keeps working with no network. */
export function CheckInPage() {
  const { t } = useTranslation('events');
  const eventId = Number(useParams().id);
  return (
    <ScreenFrame area="events" screen="eventCheckIn">
      {Number.isSafeInteger(eventId) && eventId > 0 ? (
        <DoorDeskView eventId={eventId} />
      ) : (
        <ErrorState message={t('checkIn.notFound')} />
      )}
    </ScreenFrame>
  );
}
