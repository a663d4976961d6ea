import { useState, type FormEvent } from 'react';
import { errorText, FormMessage, isApiError, TextField, useTranslation, write } from '@kora/shared';
import type { TestCardConfirmRequest } from '@kora/shared/contracts';
import { confirmTestCard } from '@kora/shared/contracts/endpoints';
import type { CardFormProps } from './card-form-props';
import { CardFormActions } from './card-form-actions';

type CardField = Exclude<keyof TestCardConfirmRequest, 'clientSecret'>;

/** The API's own test card form (the local provider), labelled like its hosted test page. */
export function TestCardForm({ intent, customer, onPaid, onCancel }: CardFormProps) {
  const { t } = useTranslation('store');
  const [card, setCard] = useState<Record<CardField, string>>({
    nameOnCard: customer.name,
    cardNumber: '',
    expiry: '',
    cvc: '',
  });
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const field = (name: CardField) => ({
    value: card[name],
    disabled: processing,
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => setCard((typed) => ({ ...typed, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProcessing(true);
    setError(null);
    setFieldErrors({});
    try {
      await write(confirmTestCard, {
        body: {
          clientSecret: intent.clientSecret,
          nameOnCard: card.nameOnCard.trim() || undefined,
          cardNumber: card.cardNumber.trim(),
          expiry: card.expiry.replace(/\s+/g, ''),
          cvc: card.cvc.trim(),
        },
      });
      onPaid();
    } catch (failure) {
      const violations = isApiError(failure) ? (failure.violations ?? []) : [];
      setFieldErrors(Object.fromEntries(violations.map((violation) => [violation.propertyPath, violation.message])));
      setError(t('cart.card.failed', { message: errorText(failure, t('cart.card.declined')) }));
      setProcessing(false);
    }
  }

  return (
    <form className="kora-cart-card__form" onSubmit={submit} noValidate aria-busy={processing || undefined}>
      <p className="kora-cart-card__hint">{t('cart.card.testCards')}</p>
      <TextField label={t('cart.card.nameOnCard')} autoComplete="cc-name" maxLength={120} {...field('nameOnCard')} />
      <TextField
        label={t('cart.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        {...field('cardNumber')}
      />
      <div className="kora-cart-card__pair">
        <TextField
          label={t('cart.card.expiry')}
          autoComplete="cc-exp"
          placeholder="12/34"
          maxLength={7}
          {...field('expiry')}
        />
        <TextField
          label={t('cart.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <CardFormActions processing={processing} ready onCancel={onCancel} />
    </form>
  );
}
