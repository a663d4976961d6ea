import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';

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
});
