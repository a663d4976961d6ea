import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CURRENCIES,
  FormMessage,
  href,
  http,
  queryClient,
  read,
  SubmitButton,
  TextField,
  useCurrencyStore,
  useSubmit,
  useTranslation,
} from '@kora/shared';
import { TOP_UP_LIMITS, type CurrencyCode } from '@kora/shared/contracts';
import { listWalletMovements, topUpWallet } from '@kora/shared/contracts/endpoints';
import { goToCheckout } from '../../../common/lib/checkout';
import { siteUrl } from '../../../common/lib/redirect';
import { WALLET_RETURN, WALLET_RETURN_PARAM } from '../hooks/use-top-up-return';
import { newestMovementId, rememberPendingTopUp } from '../lib/pending-top-up';
import { checkTopUp, formatLimit, type TopUpProblem } from '../lib/top-up-rules';

const returnUrl = (outcome: string) => siteUrl(`${href('profile')}?${WALLET_RETURN_PARAM}=${outcome}`);

/** Add money to the wallet: an amount within the currency's limits, paid at the payment provider. */
export function TopUpForm() {
  const { t } = useTranslation('account');
  const userCurrency = useCurrencyStore((state) => state.currency);
  const [currency, setCurrency] = useState<CurrencyCode>(userCurrency);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const currencyId = useId();
  const titleId = useId();
  const submit = useSubmit();
  // Once the browser is sent to the checkout the form stays busy: a second click would open a second payment.
  const [leaving, setLeaving] = useState(false);
  const { min, max } = TOP_UP_LIMITS[currency];

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
          },
        });
        rememberPendingTopUp({ currency, priceMinor: session.priceMinor, afterMovementId: newestMovementId(known) });
        await goToCheckout(session);
      },
      { failure: t('wallet.topUp.failed') },
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
      </div>
      <FormMessage kind="error">{submit.outcome?.kind === 'error' ? submit.outcome.text : null}</FormMessage>
      <SubmitButton submitting={submit.submitting || leaving}>
        {submit.submitting || leaving ? t('wallet.topUp.redirecting') : t('wallet.topUp.submit')}
      </SubmitButton>
    </form>
  );
}
