import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, LoadingState, QueryView, read, useCurrencyStore, useQuery, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { KoraEvent } from '@kora/shared/contracts';
import { currentSubscription, getEvent } from '@kora/shared/contracts/endpoints';
import { draftFromEvent, emptyDraft } from '../lib/event-draft';
import { EventForm } from './event-form';
import { PlanNeeded } from './plan-needed';

/** `/events/create` and `/events/edit/:id`: the organiser's event form. */
export function EventFormPage() {
  const { id } = useParams();
  return (
    <ScreenFrame area="events" screen={id === undefined ? 'eventCreate' : 'eventEdit'}>
      <div className="kora-event-form-page">{id === undefined ? <NewEvent /> : <EditedEvent id={id} />}</div>
    </ScreenFrame>
  );
}

/**
 * A new event, once the plan in force is known to create events. Should the plan not be read, the form
 * is shown all the same: the API still refuses, with the way to the plans.
 */
function NewEvent() {
  const plan = useQuery({ ...read(currentSubscription), select: (answer) => answer.data.currentPlan });
  if (plan.isPending) return <LoadingState />;
  if (plan.data && !plan.data.features.events.enabled) return <PlanNeeded />;
  return <NewEventForm />;
}

function NewEventForm() {
  const currency = useCurrencyStore((state) => state.currency);
  const [initial] = useState(() => emptyDraft(currency));
  return <EventForm initial={initial} />;
}

const hasSoldTickets = (event: KoraEvent) => event.ticketTypes.some((type) => type.soldCount > 0);

function EditedEvent({ id }: { id: string }) {
  const { t } = useTranslation('events');
  // A draft too: the organiser's read carries the token.
  const event = useQuery(read(getEvent, { params: { id: Number(id) } }));
  const edit = (loaded: KoraEvent) =>
    loaded.status === 'cancelled' ? (
      <ErrorState message={t('form.cancelled')} />
    ) : (
      <EventForm
        key={loaded.id}
        eventId={loaded.id}
        initial={draftFromEvent(loaded)}
        ticketsSold={hasSoldTickets(loaded)}
      />
    );
  // Once loaded, the form stays whatever a later refresh of the event answers: nothing typed is lost.
  if (event.data) return edit(event.data);
  return (
    <QueryView query={event} errorText={t('form.loadError')} notFoundText={t('form.notFound')}>
      {edit}
    </QueryView>
  );
}
