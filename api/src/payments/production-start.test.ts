import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT, TEST_PAYMENTS_IN_PRODUCTION } from '../config';
import { MOBILE_MONEY_SIMULATOR_IN_PRODUCTION } from './mobile-money/settings';

const TSX = path.join(require.resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');

/** Starts the API as `npm start` does (src/main.ts), on a free port; answers how it ended or that it listens. */
function startApi(env: Record<string, string>): Promise<{ outcome: 'exited' | 'listening'; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kora-start-'));
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, KORA_ALLOW_TEST_PAYMENTS, ...rest } = process.env;
  void STRIPE_SECRET_KEY;
  void STRIPE_WEBHOOK_SECRET;
  void KORA_ALLOW_TEST_PAYMENTS;
  // Nor the mobile-money provider's keys of the machine running the tests.
  const inherited = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('CINETPAY_')));
  const child = spawn(process.execPath, [TSX, path.join(API_ROOT, 'src', 'main.ts')], {
    cwd: API_ROOT,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_ON_START: 'false', ...env },
  });
  let output = '';
  return new Promise((resolve) => {
    const done = (outcome: 'exited' | 'listening') => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ outcome, output });
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) done('listening');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => done('exited'));
  });
}

describe('starting in production', () => {
  it('refuses to start with the test checkout when no Stripe keys are set', async () => {
    const { outcome, output } = await startApi({ NODE_ENV: 'production' });
    expect(outcome).toBe('exited');
    expect(output).toContain(TEST_PAYMENTS_IN_PRODUCTION);
  }, 60_000);

  it('starts a Stripe-only production with mobile money off, instead of taking test mobile-money payments', async () => {
    const { outcome, output } = await startApi({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_production_start',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
    });
    expect(outcome).toBe('listening');
    expect(output).toContain('"mobileMoney":"off"');
    expect(output).not.toContain(MOBILE_MONEY_SIMULATOR_IN_PRODUCTION);
  }, 60_000);

  it('refuses to start with CinetPay half configured, naming what is missing', async () => {
    const { outcome, output } = await startApi({
      NODE_ENV: 'production',
      KORA_ALLOW_TEST_PAYMENTS: '1',
      CINETPAY_API_KEY: 'cinetpay-key-never-printed',
    });
    expect(outcome).toBe('exited');
    expect(output).toContain('CINETPAY_SITE_ID and CINETPAY_SECRET_KEY are missing');
    expect(output).not.toContain('cinetpay-key-never-printed');
  }, 60_000);

  it('starts with test payments when they are explicitly allowed, as the demo does', async () => {
    const { outcome } = await startApi({ NODE_ENV: 'production', KORA_ALLOW_TEST_PAYMENTS: '1' });
    expect(outcome).toBe('listening');
  }, 60_000);
});
