/**
 * Which mobile-money provider the API uses, from the environment: CinetPay when its three keys are
 * set, the built-in simulator when none is. Some but not all is a mistake caught at start-up (it
 * would otherwise silently take test payments), and so is the simulator in production, as for the
 * card's test checkout (config.ts, TEST_PAYMENTS_IN_PRODUCTION). Messages name the variables, never
 * their values.
 */
export const CINETPAY_ENV_KEYS = ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'] as const;

export interface CinetPaySettings {
  apiKey: string;
  siteId: string;
  secretKey: string;
  /** Another CinetPay API address (CINETPAY_API_BASE, e.g. a local fake); null for CinetPay's own. */
  apiBase: string | null;
}

export interface MobileMoneySettings {
  /** `off`: no mobile money at all (a Stripe-only production without CinetPay keys, see mobileMoneySettingsFor). */
  provider: 'cinetpay' | 'simulator' | 'off';
  cinetpay: CinetPaySettings | null;
}

export const MOBILE_MONEY_SIMULATOR_IN_PRODUCTION =
  'NODE_ENV=production without CINETPAY_API_KEY, CINETPAY_SITE_ID and CINETPAY_SECRET_KEY: every mobile-money ' +
  'payment would go through the simulator, which charges nothing. Set the CinetPay keys, or ' +
  'KORA_ALLOW_TEST_PAYMENTS=1 to run a demo with test payments on purpose.';

export function cinetPayKeysIncomplete(missing: readonly string[]): string {
  return (
    `CinetPay is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
    `Set all of ${CINETPAY_ENV_KEYS.join(', ')} to take mobile money through CinetPay, or none of them to use ` +
    'the built-in mobile-money simulator.'
  );
}

export function mobileMoneySettingsFrom(env: Record<string, string | undefined>): MobileMoneySettings {
  const [apiKey, siteId, secretKey] = CINETPAY_ENV_KEYS.map((key) => env[key]?.trim() ?? '');
  const missing = CINETPAY_ENV_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length === CINETPAY_ENV_KEYS.length) {
    if (env.NODE_ENV === 'production' && env.KORA_ALLOW_TEST_PAYMENTS !== '1') {
      throw new Error(MOBILE_MONEY_SIMULATOR_IN_PRODUCTION);
    }
    return { provider: 'simulator', cinetpay: null };
  }
  if (missing.length > 0) throw new Error(cinetPayKeysIncomplete(missing));
  return {
    provider: 'cinetpay',
    cinetpay: { apiKey, siteId, secretKey, apiBase: env.CINETPAY_API_BASE?.trim() || null },
  };
}

/**
 * The settings beside the card provider the API already chose (config.ts). One case differs from
 * `mobileMoneySettingsFrom`: in production, with Stripe taking real card payments and no CinetPay key at
 * all (and test payments not allowed on purpose), mobile money is OFF instead of refusing to start. Such a
 * deployment ran before mobile money existed and must keep starting after an upgrade; the simulator would
 * grant purchases for free, so it cannot stand in. Off, a start by mobile money is refused (422) and the
 * notification and simulator routes answer 404. Without Stripe in production the card's own rule
 * (TEST_PAYMENTS_IN_PRODUCTION) stops the start first; some but not all CinetPay keys still stop it.
 */
export function mobileMoneySettingsFor(
  env: Record<string, string | undefined>,
  cardProvider: 'local' | 'stripe',
): MobileMoneySettings {
  const noKey = CINETPAY_ENV_KEYS.every((key) => !env[key]?.trim());
  if (noKey && cardProvider === 'stripe' && env.NODE_ENV === 'production' && env.KORA_ALLOW_TEST_PAYMENTS !== '1') {
    return { provider: 'off', cinetpay: null };
  }
  return mobileMoneySettingsFrom(env);
}
