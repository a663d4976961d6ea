import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, SelectField, SubmitButton, TextAreaField, TextField, useTranslation } from '@kora/shared';
import { EVENT_TYPES } from '@kora/shared/contracts';
import { draftProblems, type ProblemText } from '../lib/draft-problems';
import { toRequest, type EventDraft } from '../lib/event-draft';
import { EVENT_LIMITS, type LocationPart } from '../lib/event-limits';
import { useEventSave } from '../hooks/use-event-save';
import { DateTimeFields } from './date-time-fields';
import { EventImageField } from './event-image-field';
import { LocationFields } from './location-fields';
import { TicketTypesFields } from './ticket-types-fields';
import { PricingFields } from './pricing-fields';
import './event-form.css';

interface EventFormProps {
  /** The event edited; none for a new one. */
  eventId?: number;
  initial: EventDraft;
  /** Tickets of the event are already sold. */
  ticketsSold?: boolean;
}

/** Every field of an event, checked in the browser with the API's limits before it is sent. */
export function EventForm({ eventId, initial, ticketsSold = false }: EventFormProps) {
  const { t } = useTranslation('events');
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useEventSave(eventId);
  const { form } = saving;
  const errors = form.fieldErrors;

  // After a refused attempt, the first field at fault takes the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, errors]);

  const update = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const updatePlace = (part: LocationPart, value: string) =>
    setDraft((current) => ({ ...current, location: { ...current.location, [part]: value } }));
  const problemText: ProblemText = (key, values) => t(`form.errors.${key}`, values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const problems = draftProblems(draft, problemText);
    if (Object.keys(problems).length > 0) return form.fail(t('form.fixErrors'), problems);
    await saving.save(toRequest(draft), image);
  }

  const typeOptions = EVENT_TYPES.map((type) => ({ value: type, label: t(`form.types.${type}`) }));
  return (
    <form ref={formRef} className="kora-event-form" onSubmit={submit} noValidate>
      <TextField
        label={t('form.title')}
        value={draft.title}
        onChange={(event) => update({ title: event.target.value })}
        error={errors.title}
        required
      />
      <TextAreaField
        label={t('form.description')}
        hint={t('form.descriptionHint', { max: EVENT_LIMITS.description })}
        rows={6}
        value={draft.description}
        onChange={(event) => update({ description: event.target.value })}
        error={errors.description}
      />
      <SelectField
        label={t('form.type')}
        value={draft.type}
        options={typeOptions}
        onChange={(type) => update({ type })}
        error={errors.type}
      />
      <DateTimeFields
        legend={t('form.start')}
        date={draft.startDate}
        time={draft.startTime}
        onChange={({ date, time }) => update({ startDate: date, startTime: time })}
        error={errors.datetime}
      />
      <DateTimeFields
        legend={t('form.end')}
        hint={t('form.endHint')}
        date={draft.endDate}
        time={draft.endTime}
        onChange={({ date, time }) => update({ endDate: date, endTime: time })}
        error={errors.endDatetime}
      />
      <LocationFields location={draft.location} onChange={updatePlace} errors={errors} />
      <PricingFields isFree={draft.isFree} onChange={(isFree) => update({ isFree })} />
      <TicketTypesFields
        ticketTypes={draft.ticketTypes}
        isFree={draft.isFree}
        onChange={(ticketTypes) => update({ ticketTypes })}
        errors={errors}
        locked={ticketsSold}
      />
      <EventImageField currentUrl={draft.imageUrl} file={image} onChoose={setImage} progress={saving.progress} />
      {form.outcome && (
        <FormMessage kind={form.outcome.kind}>
          {form.outcome.text}
          {saving.planRefused && (
            <>
              {' '}
              <Link to={href('profile')} state={{ tab: 'plan' }}>
                {t('form.seePlans')}
              </Link>
            </>
          )}
        </FormMessage>
      )}
      {saving.imageFailed && (
        <p className="kora-field__hint" role="status">
          {t('form.savedWithoutImage')}{' '}
          <Link to={href('profile')} state={{ tab: 'events' }}>
            {t('form.toMyEvents')}
          </Link>
        </p>
      )}
      <div className="kora-event-form__actions">
        <SubmitButton submitting={saving.busy}>{t(saving.saved ? 'form.save' : 'form.create')}</SubmitButton>
      </div>
    </form>
  );
}
