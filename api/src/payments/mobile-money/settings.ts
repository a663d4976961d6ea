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
  provider: 'cinetpay' | 'simulator';
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
