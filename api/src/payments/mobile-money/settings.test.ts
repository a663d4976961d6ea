import { cinetPayKeysIncomplete, MOBILE_MONEY_SIMULATOR_IN_PRODUCTION, mobileMoneySettingsFrom } from './settings';

const KEYS = { CINETPAY_API_KEY: 'api-key-secret-1', CINETPAY_SITE_ID: '445160', CINETPAY_SECRET_KEY: 'secret-key-2' };

describe('mobile-money settings', () => {
  it('use the simulator when no CinetPay key is set (blank counts as unset)', () => {
    expect(mobileMoneySettingsFrom({})).toEqual({ provider: 'simulator', cinetpay: null });
    expect(mobileMoneySettingsFrom({ CINETPAY_API_KEY: ' ', CINETPAY_SITE_ID: '' })).toEqual({
      provider: 'simulator',
      cinetpay: null,
    });
  });

  it('use CinetPay when its three keys are set, at its address or another one', () => {
    expect(mobileMoneySettingsFrom({ ...KEYS, CINETPAY_SITE_ID: ' 445160 ' })).toEqual({
      provider: 'cinetpay',
      cinetpay: { apiKey: 'api-key-secret-1', siteId: '445160', secretKey: 'secret-key-2', apiBase: null },
    });
    expect(mobileMoneySettingsFrom({ ...KEYS, CINETPAY_API_BASE: 'http://127.0.0.1:9999' }).cinetpay?.apiBase).toBe(
      'http://127.0.0.1:9999',
    );
    expect(mobileMoneySettingsFrom({ ...KEYS, NODE_ENV: 'production' }).provider).toBe('cinetpay');
  });

  it('refuse to start with some keys but not all, naming what is missing and never a value', () => {
    const start = () =>
      mobileMoneySettingsFrom({ CINETPAY_API_KEY: KEYS.CINETPAY_API_KEY, CINETPAY_SITE_ID: '445160' });
    expect(start).toThrow(cinetPayKeysIncomplete(['CINETPAY_SECRET_KEY']));
    expect(start).toThrow(
      'CinetPay is half configured: CINETPAY_SECRET_KEY is missing. Set all of CINETPAY_API_KEY, CINETPAY_SITE_ID, ' +
        'CINETPAY_SECRET_KEY to take mobile money through CinetPay, or none of them to use the built-in mobile-money simulator.',
    );
    expect(() => mobileMoneySettingsFrom({ CINETPAY_SECRET_KEY: KEYS.CINETPAY_SECRET_KEY })).toThrow(
      'CINETPAY_API_KEY and CINETPAY_SITE_ID are missing',
    );
    let said = '';
    try {
      mobileMoneySettingsFrom({ ...KEYS, CINETPAY_SECRET_KEY: '' });
    } catch (error) {
      said = String(error);
    }
    expect(said).toContain('CINETPAY_SECRET_KEY is missing');
    expect(said).not.toContain(KEYS.CINETPAY_API_KEY);
  });

  it('refuse the simulator in production unless test payments are allowed on purpose', () => {
    expect(() => mobileMoneySettingsFrom({ NODE_ENV: 'production' })).toThrow(MOBILE_MONEY_SIMULATOR_IN_PRODUCTION);
    expect(mobileMoneySettingsFrom({ NODE_ENV: 'production', KORA_ALLOW_TEST_PAYMENTS: '1' }).provider).toBe(
      'simulator',
    );
  });
});
