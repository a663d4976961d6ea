import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The address a limit counts is the client's: the socket's, or behind a trusted proxy the one it
 * forwards. A client cannot pick its own address with X-Forwarded-For to escape its allowance.
 */
describe("the client's address behind a proxy", () => {
  const wrongPasswords = async (t: TestApp, forwardedFor: (i: number) => string) => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor(i) },
          payload: { username: 'personne', password: 'mauvais1' },
        }),
      ),
    );
    return answers.map((answer) => answer.statusCode).filter((status) => status === 429).length;
  };

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const t = await createTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: '3' } });
    try {
      expect(await wrongPasswords(t, (i) => `203.0.113.${i}`)).toBe(3);
    } finally {
      await t.close();
    }
  });

  it.each(['10.0.0.1', '1'])(
    'counts each forwarded client on its own behind a trusted proxy (TRUST_PROXY=%s)',
    async (trusted) => {
      const t = await createTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: '3', TRUST_PROXY: trusted } });
      try {
        expect(await wrongPasswords(t, (i) => `203.0.113.${i}`)).toBe(0);
        expect(await wrongPasswords(t, () => '198.51.100.7')).toBe(3);
      } finally {
        await t.close();
      }
    },
  );
});
