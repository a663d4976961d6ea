import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  endpointKey,
  errorText,
  href,
  http,
  isApiError,
  notify,
  queryClient,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import type { EventWriteRequest } from '@kora/shared/contracts';
import {
  createEvent,
  getEvent,
  listEvents,
  listMyEvents,
  updateEvent,
  uploadEventImage,
} from '@kora/shared/contracts/endpoints';

/** The reads that show an event's image: its page, the public lists, the organiser's manager. */
const READS_WITH_THE_IMAGE = [getEvent, listEvents, listMyEvents];

/**
 * Saving an event: `POST /events` (a draft) or `PUT /events/{id}`, then its image with a progress bar,
 * then the profile's events manager. An event saved whose image failed stays saved: sending again
 * updates it (never a second event) and retries the image.
 */
export function useEventSave(eventId?: number) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const form = useSubmit();
  const [savedId, setSavedId] = useState<number | null>(eventId ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [planRefused, setPlanRefused] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);

  async function sendImage(id: number, image: File): Promise<boolean> {
    setProgress(0);
    try {
      await http.upload(uploadEventImage, image, { params: { id }, field: 'image', onProgress: setProgress });
      // An upload is no `write`: what its declaration invalidates is refreshed here.
      for (const endpoint of READS_WITH_THE_IMAGE)
        void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
      return true;
    } catch (failure) {
      const fallback = t('form.uploadError');
      const reason = errorText(failure, fallback);
      form.fail(reason === fallback ? fallback : `${fallback} : ${reason}`);
      setImageFailed(true);
      return false;
    } finally {
      setProgress(null);
    }
  }

  async function save(request: EventWriteRequest, image: File | null): Promise<void> {
    if (progress !== null) return;
    setPlanRefused(false);
    setImageFailed(false);
    const id = savedId;
    const call = () =>
      (id === null
        ? write(createEvent, { body: request })
        : write(updateEvent, { params: { id }, body: request })
      ).catch((failure: unknown) => {
        // Without the plan feature `events`, the API's message comes with a way to the plans.
        if (id === null && isApiError(failure) && failure.status === 403) setPlanRefused(true);
        throw failure;
      });
    const saved = await form.run(call, { failure: t('form.saveError') });
    if (!saved) return;
    const event = saved.answer;
    setSavedId(event.id);
    if (image && !(await sendImage(event.id, image))) return;
    notify(t(eventId === undefined ? 'form.created' : 'form.updated'));
    navigate(href('profile'), { state: { tab: 'events', eventId: event.id } });
  }

  return {
    save,
    form,
    /** Sending the event or its image. */
    busy: form.submitting || progress !== null,
    progress,
    planRefused,
    /** The event is saved, its image is not. */
    imageFailed,
    saved: savedId !== null,
  };
}
