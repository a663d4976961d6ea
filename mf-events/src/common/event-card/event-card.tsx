import { Link } from 'react-router-dom';
import { href, SkeletonCard, useFormat, useTranslation } from '@kora/shared';
import type { EventSummary } from '@kora/shared/contracts';
import { TicketAction } from '../ticket-modal/ticket-action';
import type { TicketModalVariant } from '../ticket-modal/ticket-modal';
import { EventPicture } from './event-picture';
import { lowestPrice } from './lowest-price';
import './event-card.css';

interface EventCardProps {
  event: EventSummary;
  /** How the ticket modal words a short balance ('list' on /events). */
  variant: TicketModalVariant;
  headingLevel?: 'h2' | 'h3';
  /** The page's largest picture (the first card of the list): fetched at once, first. */
  priority?: boolean;
}

/** An event in a grid: picture, title linking to its page, date and time, place, lowest price, ticket button. */
export function EventCard({ event, variant, headingLevel: Heading = 'h3', priority = false }: EventCardProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const price = lowestPrice(event);
  return (
    <article className="kora-event-card">
      <EventPicture
        className="kora-event-card__image"
        event={event}
        alt=""
        width={400}
        height={225}
        sizes="(max-width: 600px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 33vw"
        priority={priority}
      />
      <div className="kora-event-card__body">
        <Heading className="kora-event-card__title">
          <Link to={href('event', { id: event.id })}>{event.title}</Link>
        </Heading>
        <p className="kora-event-card__date">
          <time dateTime={event.datetime}>
            {t('eventCard.when', { date: format.date(event.datetime), time: format.time(event.datetime) })}
          </time>
        </p>
        {event.address && <p className="kora-event-card__place">{event.address}</p>}
        {price && (
          <p className="kora-event-card__price">
            {price === 'free'
              ? t('eventCard.free')
              : t('eventCard.from', { price: format.price(price.price, price.currency) })}
          </p>
        )}
        <TicketAction event={event} variant={variant} />
      </div>
    </article>
  );
}

/** An event card of a list still loading: the card's picture and lines, at its size. */
export function EventCardPlaceholder() {
  return <SkeletonCard media="wide" lines={8} />;
}
