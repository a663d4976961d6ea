import { useTranslation } from '@kora/shared';
import type { OrderSummary } from '@kora/shared/contracts';

/**
 * What an order line bought, in the reader's language, from the fields the API gives: an order's number
 * and article count, a track's or album's title, a ticket's type and event. A line without them (an
 * older API) keeps the API's own French words.
 */
export function useOrderDescription(): (order: OrderSummary) => string {
  const { t } = useTranslation('account');
  return (order) => {
    switch (order.kind) {
      case 'order':
        return order.orderNumber === undefined || order.itemCount === undefined
          ? order.description
          : t('orders.describe.order', { number: order.orderNumber, count: order.itemCount });
      case 'track':
      case 'album':
        return order.title === undefined
          ? order.description
          : t(`orders.describe.${order.kind}`, { title: order.title ?? '—' });
      case 'ticket':
        return order.ticketType === undefined || order.eventTitle === undefined
          ? order.description
          : t('orders.describe.ticket', { type: order.ticketType, event: order.eventTitle });
      default:
        return order.description;
    }
  };
}
