import { useId, useState } from 'react';
import { DialogActions, href, http, Modal, selectSignedIn, useFormat, useSessionStore } from '@kora/shared';
import type { PaymentMethod, PurchaseCheckoutResponse } from '@kora/shared/contracts';
import { checkoutAlbum, checkoutTrack } from '@kora/shared/contracts/endpoints';
import { fcfaFor } from '@kora/shared/format';
import { leavePageFor } from '../lib/leave-page';
import { NO_CHECKOUT_URL, paymentErrorMessage } from '../lib/payment-errors';
import {
  notePendingMobileMoneyPayment,
  rememberedMobileMoneyPayer,
  rememberedOperator,
  rememberedPaymentMethod,
  rememberPaymentMethod,
} from '@kora/shared/payment-choice';
import { MOBILE_MONEY_OPERATOR_NAMES } from '@kora/shared/contracts/plain';
import { usePurchaseTexts } from '../lib/purchase-texts';
import './purchases.css';
import { type PurchaseItem } from '../lib/purchase-item';
import { SignInToBuy } from './sign-in-to-buy';

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

/**
 * Opens the checkout; a card payment's body stays as it always was, mobile money adds its `method` and
 * the operator this device paid with last (the provider's page opens on it).
 */
function startCheckout(item: PurchaseItem, method: PaymentMethod): Promise<PurchaseCheckoutResponse> {
  const operator = rememberedOperator();
  const choice = method === 'mobile_money' ? { method, ...(operator ? { operator } : {}) } : {};
  const body = { amount: item.price, ...returnAddresses(item), ...choice };
  return item.kind === 'track'
    ? http.call(checkoutTrack, { body: { trackId: item.trackId, ...body } })
    : http.call(checkoutAlbum, { body: { albumId: item.albumId, ...body } });
}

/**
 * The purchase modal: the amount in the visitor's currency with what the card is charged when that is
 * another one, then card or mobile money (the method last used on this device is preselected, card the
 * first time); mobile money says the FCFA it charges before paying ('Vous allez payer 1 306 FCFA (1,99 €)').
 * A visitor is asked to sign in instead. Paying opens a checkout on the server and sends the browser to
 * the provider's page (the card's or the mobile-money one); while it runs, every button and the close
 * are disabled.
 */
export function PaymentModal({ open, onClose, item }: PaymentModalProps) {
  const { t } = usePurchaseTexts();
  const signedIn = useSessionStore(selectSignedIn);
  const [method, setMethod] = useState<PaymentMethod>(rememberedPaymentMethod);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [payer] = useState(rememberedMobileMoneyPayer);
  const format = useFormat();
  const amount = format.toPay(item.price);
  const charged = format.money(fcfaFor(item.price, 'EUR') ?? 0, 'XOF');
  const name = useId();
  const noteId = useId();

  const close = () => {
    setError(null);
    setMethod(rememberedPaymentMethod());
    onClose();
  };

  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const checkout = await startCheckout(item, method);
      if (!checkout?.checkoutUrl) throw new Error(NO_CHECKOUT_URL);
      // Remembered once the server took it: a method it refused (mobile money off) is not offered first again.
      rememberPaymentMethod(method);
      if (method === 'mobile_money') notePendingMobileMoneyPayment(checkout.sessionId);
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
                value="card"
                checked={method === 'card'}
                onChange={() => setMethod('card')}
              />{' '}
              {t('card')}
            </label>
            <label>
              <input
                type="radio"
                name={name}
                value="mobile_money"
                checked={method === 'mobile_money'}
                onChange={() => setMethod('mobile_money')}
                aria-describedby={noteId}
              />{' '}
              {t('mobileMoney')}
            </label>
            <p id={noteId} className="kora-purchase-modal__note">
              {t('mobileMoneyOperators')}
            </p>
          </fieldset>
          {method === 'mobile_money' && (
            <p className="kora-purchase-modal__charge">
              {t('mobileMoneyCharge', { charged, price: format.money(item.price, 'EUR') })}
            </p>
          )}
          {method === 'mobile_money' && payer?.maskedPhone && (
            <p className="kora-purchase-modal__note">
              {t('lastMobileMoneyPayer', {
                operator: MOBILE_MONEY_OPERATOR_NAMES[payer.operator],
                phone: payer.maskedPhone,
              })}
            </p>
          )}
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
                disabled={paying}
                aria-busy={paying}
              >
                {paying ? t('paying') : t('pay', { price: method === 'mobile_money' ? charged : amount })}
              </button>
            }
          />
        </>
      )}
    </Modal>
  );
}
