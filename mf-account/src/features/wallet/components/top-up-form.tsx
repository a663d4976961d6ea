import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CURRENCIES,
  errorText,
  FormMessage,
  href,
  http,
  isApiError,
  queryClient,
  read,
  SubmitButton,
  TextField,
  useCurrencyStore,
  useFormat,
  useSubmit,
  useTranslation,
} from '@kora/shared';
import { TOP_UP_LIMITS, type CurrencyCode, type PaymentMethod } from '@kora/shared/contracts';
import { listWalletMovements, topUpWallet } from '@kora/shared/contracts/endpoints';
import { fcfaFor } from '@kora/shared/format';
import { goToCheckout } from '../../../common/lib/checkout';
import { siteUrl } from '../../../common/lib/redirect';
import { WALLET_RETURN, WALLET_RETURN_PARAM } from '../hooks/use-top-up-return';
import { newestMovementId, rememberPendingTopUp } from '../lib/pending-top-up';
import {
  notePendingMobileMoneyPayment,
  rememberedMobileMoneyPayer,
  rememberedPaymentMethod,
  rememberPaymentMethod,
} from '@kora/shared/payment-choice';
import { MOBILE_MONEY_OPERATOR_NAMES } from '@kora/shared/contracts/plain';
import { checkTopUp, formatLimit, type TopUpProblem } from '../lib/top-up-rules';

const returnUrl = (outcome: string) => siteUrl(`${href('profile')}?${WALLET_RETURN_PARAM}=${outcome}`);

/** The server's refusal of the payment method (mobile money off: a 422 with a violation on `method`). */
function methodRefusal(failure: unknown): string | null {
  const violation = isApiError(failure) ? failure.violations?.find((v) => v.propertyPath === 'method') : undefined;
  return violation?.message.trim() ? violation.message : null;
}

interface TopUpFormProps {
  /** The wallet's currency once it has one: top-ups are then in it, with no choice (the API refuses others). */
  walletCurrency?: CurrencyCode | null;
}

/**
 * Add money to the wallet: an amount within the currency's limits, paid at the payment provider by card
 * or by mobile money (the method last used on this device is preselected); mobile money says the FCFA it
 * charges before paying ('Vous allez payer 16 727 FCFA (25,50 €)', no conversion for an amount in FCFA).
 */
export function TopUpForm({ walletCurrency = null }: TopUpFormProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const userCurrency = useCurrencyStore((state) => state.currency);
  const usdPerEur = useCurrencyStore((state) => state.rates.USD);
  const [chosenCurrency, setCurrency] = useState<CurrencyCode>(userCurrency);
  const currency = walletCurrency ?? chosenCurrency;
  const [method, setMethod] = useState<PaymentMethod>(rememberedPaymentMethod);
  const [payer] = useState(rememberedMobileMoneyPayer);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const currencyId = useId();
  const titleId = useId();
  const methodName = useId();
  const operatorsId = useId();
  const submit = useSubmit();
  // Once the browser is sent to the checkout the form stays busy: a second click would open a second payment.
  const [leaving, setLeaving] = useState(false);
  const { min, max } = TOP_UP_LIMITS[currency];

  /** What mobile money will charge for the amount typed, once it is one the form would send. */
  const chargeText = (() => {
    if (method !== 'mobile_money') return null;
    const checked = checkTopUp(amount, currency);
    if ('problem' in checked) return null;
    const xof = fcfaFor(checked.amount, currency, usdPerEur);
    if (xof === null) return null;
    const charged = format.money(xof, 'XOF');
    return currency === 'XOF'
      ? t('wallet.topUp.chargeXof', { charged })
      : t('wallet.topUp.charge', { charged, price: format.money(checked.amount, currency) });
  })();

  const problemText = (problem: TopUpProblem) => {
    if (problem.kind === 'outOfLimits') return t('wallet.topUp.outOfLimits', { min: problem.min, max: problem.max });
    if (problem.kind === 'tooPrecise')
      return problem.decimals === 0 ? t('wallet.topUp.wholeNumber') : t('wallet.topUp.tooPrecise');
    return t(`wallet.topUp.${problem.kind}`);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTopUp(amount, currency);
    if ('problem' in checked) {
      submit.reset();
      setAmountError(problemText(checked.problem));
      (form.current?.elements.namedItem('amount') as HTMLInputElement | null)?.focus();
      return;
    }
    setAmountError(null);
    const started = await submit.run(
      async () => {
        const known = await queryClient.ensureQueryData(read(listWalletMovements)).catch(() => undefined);
        const session = await http.call(topUpWallet, {
          body: {
            amount: checked.amount,
            currency,
            successUrl: returnUrl(WALLET_RETURN.success),
            cancelUrl: returnUrl(WALLET_RETURN.cancel),
            // A card top-up's body stays as it always was.
            ...(method === 'mobile_money' ? { method } : {}),
          },
        });
        rememberPendingTopUp({ currency, priceMinor: session.priceMinor, afterMovementId: newestMovementId(known) });
        // Remembered once the server took it: a method it refused (mobile money off) is not offered first again.
        rememberPaymentMethod(method);
        if (method === 'mobile_money') notePendingMobileMoneyPayment(session.sessionId);
        await goToCheckout(session);
      },
      {
        failure: (failure) => ({
          text: methodRefusal(failure) ?? errorText(failure, t('wallet.topUp.failed')),
          fieldErrors: Object.fromEntries(
            (isApiError(failure) ? (failure.violations ?? []) : []).map((v) => [v.propertyPath, v.message]),
          ),
        }),
      },
    );
    if (started) setLeaving(true);
  }

  return (
    <form ref={form} className="kora-form kora-wallet-top-up" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('wallet.topUp.title')}</h3>
      <div className="kora-wallet-top-up__fields">
        <TextField
          label={t('wallet.topUp.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(null);
          }}
          hint={t('wallet.topUp.limits', { min: formatLimit(min, currency), max: formatLimit(max, currency) })}
          error={amountError}
        />
        {walletCurrency ? (
          <p className="kora-wallet-top-up__currency">
            {t('wallet.topUp.walletCurrency', { currency: t(`wallet.currencies.${walletCurrency}`) })}
          </p>
        ) : (
          <div className="kora-field">
            <label htmlFor={currencyId} className="kora-field__label">
              {t('wallet.topUp.currency')}
            </label>
            <select
              id={currencyId}
              className="kora-field__input"
              value={currency}
              onChange={(event) => {
                setCurrency(event.target.value as CurrencyCode);
                setAmountError(null);
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`wallet.currencies.${code}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <fieldset className="kora-wallet-top-up__method" disabled={submit.submitting || leaving}>
        <legend>{t('wallet.topUp.method')}</legend>
        <label>
          <input
            type="radio"
            name={methodName}
            value="card"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />{' '}
          {t('wallet.topUp.card')}
        </label>
        <label>
          <input
            type="radio"
            name={methodName}
            value="mobile_money"
            checked={method === 'mobile_money'}
            onChange={() => setMethod('mobile_money')}
            aria-describedby={operatorsId}
          />{' '}
          {t('wallet.topUp.mobileMoney')}
        </label>
        <p id={operatorsId} className="kora-wallet-top-up__note">
          {t('wallet.topUp.mobileMoneyOperators')}
        </p>
      </fieldset>
      {chargeText && <p className="kora-wallet-top-up__charge">{chargeText}</p>}
      {method === 'mobile_money' && payer?.maskedPhone && (
        <p className="kora-wallet-top-up__note">
          {t('wallet.topUp.lastPayer', {
            operator: MOBILE_MONEY_OPERATOR_NAMES[payer.operator],
            phone: payer.maskedPhone,
          })}
        </p>
      )}
      <FormMessage kind="error">{submit.outcome?.kind === 'error' ? submit.outcome.text : null}</FormMessage>
      <SubmitButton submitting={submit.submitting || leaving}>
        {submit.submitting || leaving ? t('wallet.topUp.redirecting') : t('wallet.topUp.submit')}
      </SubmitButton>
    </form>
  );
}
