import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorState, href, isNotFound, LoadingState, read, useQuery, useTranslation, siteOrigin } from '@kora/shared';
import { getEvent } from '@kora/shared/contracts/endpoints';
import { EventDetails } from './event-details';
import { OtherEvents } from './other-events';
import './event-page.css';

/**
 * /event/:id: the event (a draft too, for its owner: the API answers it when the bearer is sent), then
 * six other events. 'Événement non trouvé' links back to the list; other failures offer Retry.
 */
export function EventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const event = useQuery(read(getEvent, { params: { id: Number(id) } }));
  const title = event.data?.title ?? t('screens.event');

  useEffect(() => {
    document.title = `${title} · Kora`;
  }, [title]);

  return (
    <section className="kora-screen kora-event-page" aria-labelledby="screen-event">
      {event.status === 'success' ? (
        <EventDetails event={event.data} url={`${siteOrigin()}${pathname}`} />
      ) : (
        <>
          <h1 id="screen-event">{t('screens.event')}</h1>
          {event.status === 'pending' && <LoadingState />}
          {event.status === 'error' &&
            (isNotFound(event.error) ? (
              <div className="kora-event-page__missing">
                <ErrorState message={t('detail.notFound')} />
                <Link className="kora-button" to={href('events')}>
                  {t('detail.backToEvents')}
                </Link>
              </div>
            ) : (
              <ErrorState message={t('detail.error')} onRetry={() => void event.refetch()} />
            ))}
        </>
      )}
      <OtherEvents eventId={Number(id)} />
    </section>
  );
}
