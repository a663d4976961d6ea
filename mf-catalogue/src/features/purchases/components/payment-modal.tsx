import { useId, useState } from 'react';
import { DialogActions, href, http, Modal, selectSignedIn, useFormat, useSessionStore } from '@kora/shared';
import type { PurchaseCheckoutResponse } from '@kora/shared/contracts';
import { checkoutAlbum, checkoutTrack } from '@kora/shared/contracts/endpoints';
import { leavePageFor } from '../lib/leave-page';
import { NO_CHECKOUT_URL, paymentErrorMessage } from '../lib/payment-errors';
import { usePurchaseTexts } from '../lib/purchase-texts';
import './purchases.css';
import { type PurchaseItem } from '../lib/purchase-item';
import { SignInToBuy } from './sign-in-to-buy';

type Method = 'stripe' | 'mobilemoney';

export interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  item: PurchaseItem;
}

/**
 * Both returns come back to the release page with `payment_success=true` and what was paid for
 * (`track_id`, or `album_id`: the album return says so too, so the buyer sees the purchase went through).
 */
function returnAddresses(item: PurchaseItem): { successUrl: string; cancelUrl: string } {
  const releaseId = item.kind === 'album' ? item.albumId : item.releaseId;
  const paid = item.kind === 'album' ? ['album_id', item.albumId] : ['track_id', item.trackId];
  const query = new URLSearchParams({ payment_success: 'true', [paid[0]]: String(paid[1]) });
  return {
    successUrl: `${window.location.origin}${href('release', { id: releaseId })}?${query}`,
    cancelUrl: window.location.href,
  };
}

function startCheckout(item: PurchaseItem): Promise<PurchaseCheckoutResponse> {
  const urls = returnAddresses(item);
  return item.kind === 'track'
    ? http.call(checkoutTrack, { body: { trackId: item.trackId, amount: item.price, ...urls } })
    : http.call(checkoutAlbum, { body: { albumId: item.albumId, amount: item.price, ...urls } });
}

/**
 * The purchase modal: the amount in the visitor's currency with what the card is charged when that is
 * another one, then card (default) or mobile money (not yet available); a visitor is asked to sign in
 * instead. Paying opens a checkout on the server and sends the browser to the card provider's page; while
 * it runs, every button and the close are disabled.
 */
export function PaymentModal({ open, onClose, item }: PaymentModalProps) {
  const { t } = usePurchaseTexts();
  const signedIn = useSessionStore(selectSignedIn);
  const [method, setMethod] = useState<Method>('stripe');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = useFormat().toPay(item.price);
  const name = useId();
  const noteId = useId();

  const close = () => {
    setError(null);
    setMethod('stripe');
    onClose();
  };

  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const checkout = await startCheckout(item);
      if (!checkout?.checkoutUrl) throw new Error(NO_CHECKOUT_URL);
      leavePageFor(checkout.checkoutUrl);
    } catch (failure) {
      setError(paymentErrorMessage(failure));
      setPaying(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      closeDisabled={paying}
      title={
        item.kind === 'album' ? t('modalTitleAlbum', { title: item.title }) : t('modalTitle', { title: item.title })
      }
      className="kora-purchase-modal"
    >
      <p>{t('toPay', { price: amount })}</p>
      <p>{item.kind === 'album' ? t('albumDownloads') : t('oneDownload')}</p>
      {error && (
        <p role="alert" className="kora-purchase-modal__error">
          {error}
        </p>
      )}
      {!signedIn && <SignInToBuy album={item.kind === 'album'} onLeave={close} />}
      {signedIn && (
        <>
          <fieldset disabled={paying}>
            <legend>{t('method')}</legend>
            <label>
              <input
                type="radio"
                name={name}
                value="stripe"
                checked={method === 'stripe'}
                onChange={() => setMethod('stripe')}
              />{' '}
              {t('card')}
            </label>
            <label>
              <input
                type="radio"
                name={name}
                value="mobilemoney"
                checked={method === 'mobilemoney'}
                onChange={() => setMethod('mobilemoney')}
                aria-describedby={noteId}
              />{' '}
              {t('mobileMoney')}
            </label>
            <p id={noteId} className="kora-purchase-modal__note">
              {t('mobileMoneySoon')}
            </p>
          </fieldset>
          <DialogActions
            secondary={
              <button type="button" className="kora-button" onClick={close} disabled={paying}>
                {t('cancel')}
              </button>
            }
            primary={
              <button
                type="button"
                className="kora-button kora-button--accent"
                onClick={() => void pay()}
                disabled={paying || method !== 'stripe'}
                aria-busy={paying}
              >
                {paying ? t('paying') : t('pay', { price: amount })}
              </button>
            }
          />
        </>
      )}
    </Modal>
  );
}
