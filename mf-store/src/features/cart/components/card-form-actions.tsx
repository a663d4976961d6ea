import { useTranslation } from '@kora/shared';

/** Pay (busy while the card is confirmed) and Cancel, which returns to the cart. */
export function CardFormActions({
  processing,
  ready,
  onCancel,
}: {
  processing: boolean;
  ready: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('store');
  return (
    <div className="kora-cart-card__actions">
      <button type="button" className="kora-button" disabled={processing} onClick={onCancel}>
        {t('cart.card.cancel')}
      </button>
      <button
        type="submit"
        className="kora-button kora-button--accent"
        disabled={processing || !ready}
        aria-busy={processing || undefined}
      >
        {processing ? t('cart.card.processing') : t('cart.card.submit')}
      </button>
    </div>
  );
}
