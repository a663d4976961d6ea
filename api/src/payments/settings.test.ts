import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, TEST_PAYMENTS_IN_PRODUCTION } from '../config';

describe('payment, mail and sign-in settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kora-settings-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the local test checkout, the outbox and no social provider out of the box', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.payments).toEqual({ provider: 'local', stripe: null });
    expect(config.mail).toMatchObject({ smtpUrl: null, outboxDir: path.join(dir, 'outbox') });
    expect(config.webUrl).toBe('http://localhost:3000');
    expect(config.returnOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.oauth.google).toMatchObject({
      clientId: null,
      scope: 'email profile',
      redirectUri: 'http://localhost:3000/auth/google/callback',
    });
    expect(config.oauth.facebook.scope).toBe('email public_profile');
    expect(config.oauth.twitter.tokenUrl).toBe('https://api.twitter.com/2/oauth2/token');
  });

  it('uses Stripe only when both the secret key and the webhook secret are set', () => {
    expect(loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_1' }).payments.provider).toBe('local');
    const config = loadConfig({
      DATA_DIR: dir,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      WEB_URL: 'https://kora.example/',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', publishableKey: null, apiBase: null },
    });
    expect(config.webUrl).toBe('https://kora.example');
    expect(config.returnOrigins[0]).toBe('https://kora.example');
  });

  it('takes mobile money through the simulator out of the box, through CinetPay with its three keys', () => {
    expect(loadConfig({ DATA_DIR: dir }).mobileMoney).toEqual({ provider: 'simulator', cinetpay: null });
    expect(
      loadConfig({
        DATA_DIR: dir,
        CINETPAY_API_KEY: 'k',
        CINETPAY_SITE_ID: '445160',
        CINETPAY_SECRET_KEY: 's',
      }).mobileMoney,
    ).toEqual({ provider: 'cinetpay', cinetpay: { apiKey: 'k', siteId: '445160', secretKey: 's', apiBase: null } });
    expect(loadConfig({ DATA_DIR: dir }).mobileMoneySweepIntervalMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dir, MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' }).mobileMoneySweepIntervalMs).toBe(0);
  });

  it('turns mobile money off in a Stripe-only production rather than refusing to start or taking test payments', () => {
    const stripe = { DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...stripe, NODE_ENV: 'production' }).mobileMoney).toEqual({ provider: 'off', cinetpay: null });
    // Test payments allowed on purpose (a demo): the simulator.
    expect(loadConfig({ ...stripe, NODE_ENV: 'production', KORA_ALLOW_TEST_PAYMENTS: '1' }).mobileMoney.provider).toBe(
      'simulator',
    );
    // Outside production, the simulator beside Stripe.
    expect(loadConfig(stripe).mobileMoney.provider).toBe('simulator');
    // Without Stripe in production, the card's own rule stops the start first, as before.
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(TEST_PAYMENTS_IN_PRODUCTION);
    // CinetPay half configured still stops it.
    expect(() => loadConfig({ ...stripe, NODE_ENV: 'production', CINETPAY_SITE_ID: '445160' })).toThrow(
      'CINETPAY_API_KEY and CINETPAY_SECRET_KEY are missing',
    );
  });
});
