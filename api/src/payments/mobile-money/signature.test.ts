import { NOTIFICATION_FIELDS, signedText, signNotification, tokenOf, verifyNotificationToken } from './signature';
import { RECORDED_NOTIFICATION, RECORDED_NOTIFICATION_TOKEN, RECORDED_SECRET_KEY } from './testing/cinetpay-fixtures';

const fields = { ...RECORDED_NOTIFICATION };

describe("CinetPay's notification token (x-token)", () => {
  it('is the hex HMAC-SHA256 of the 16 documented fields, in order, with the secret key', () => {
    expect(NOTIFICATION_FIELDS).toHaveLength(16);
    expect(signedText(fields)).toBe(NOTIFICATION_FIELDS.map((name) => fields[name]).join(''));
    // Computed with openssl, outside this code base.
    expect(signNotification(fields, RECORDED_SECRET_KEY)).toBe(RECORDED_NOTIFICATION_TOKEN);
  });

  it('verifies a genuine notification, whatever the header name case or hex case', () => {
    expect(verifyNotificationToken(fields, RECORDED_NOTIFICATION_TOKEN, RECORDED_SECRET_KEY)).toBe(true);
    expect(verifyNotificationToken(fields, RECORDED_NOTIFICATION_TOKEN.toUpperCase(), RECORDED_SECRET_KEY)).toBe(true);
    expect(tokenOf({ 'X-Token': RECORDED_NOTIFICATION_TOKEN })).toBe(RECORDED_NOTIFICATION_TOKEN);
    expect(tokenOf({ 'x-token': [RECORDED_NOTIFICATION_TOKEN] })).toBe(RECORDED_NOTIFICATION_TOKEN);
  });

  it('refuses a token forged with another secret', () => {
    const forged = signNotification(fields, 'guessed-secret');
    expect(verifyNotificationToken(fields, forged, RECORDED_SECRET_KEY)).toBe(false);
    expect(verifyNotificationToken(fields, RECORDED_NOTIFICATION_TOKEN, 'another-merchant-secret')).toBe(false);
    expect(verifyNotificationToken(fields, RECORDED_NOTIFICATION_TOKEN, '')).toBe(false);
  });

  it('refuses a notification with any signed field altered, even moved between neighbours', () => {
    for (const name of NOTIFICATION_FIELDS) {
      const altered = { ...fields, [name]: `${fields[name]}0` };
      expect(verifyNotificationToken(altered, RECORDED_NOTIFICATION_TOKEN, RECORDED_SECRET_KEY)).toBe(false);
    }
    // cpm_amount '1310' + cpm_currency 'XOF' and '131' + '0XOF' concatenate the same: the order is signed, not
    // the boundaries (as CinetPay documents it); the status check, not the token, says what was paid.
    const shifted = { ...fields, cpm_amount: '131', cpm_currency: '0XOF' };
    expect(verifyNotificationToken(shifted, RECORDED_NOTIFICATION_TOKEN, RECORDED_SECRET_KEY)).toBe(true);
    const removed: Record<string, string> = { ...fields };
    delete removed.cpm_error_message;
    expect(verifyNotificationToken(removed, RECORDED_NOTIFICATION_TOKEN, RECORDED_SECRET_KEY)).toBe(false);
  });

  it('refuses a missing, repeated or malformed header', () => {
    expect(tokenOf({})).toBeUndefined();
    expect(tokenOf({ 'x-token': [RECORDED_NOTIFICATION_TOKEN, RECORDED_NOTIFICATION_TOKEN] })).toBeUndefined();
    expect(verifyNotificationToken(fields, undefined, RECORDED_SECRET_KEY)).toBe(false);
    expect(verifyNotificationToken(fields, '', RECORDED_SECRET_KEY)).toBe(false);
    expect(verifyNotificationToken(fields, RECORDED_NOTIFICATION_TOKEN.slice(0, 63), RECORDED_SECRET_KEY)).toBe(false);
    expect(verifyNotificationToken(fields, `${RECORDED_NOTIFICATION_TOKEN}00`, RECORDED_SECRET_KEY)).toBe(false);
    expect(verifyNotificationToken(fields, 'z'.repeat(64), RECORDED_SECRET_KEY)).toBe(false);
  });
});
