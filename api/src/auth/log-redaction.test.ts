import { redactedUrl } from './log-redaction';

describe('URLs in the logs', () => {
  it.each([
    ['/api/subscription/portal?token=eyJabc.def&done=cancel', '/api/subscription/portal?token=[redacted]&done=cancel'],
    [
      '/api/auth/google/callback?code=4%2F0Ab&state=s3cr3t-state',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    ],
    ['/reset-password/AbC_123-xyz', '/reset-password/[redacted]'],
    ['/api/releases?limit=10&offset=20', '/api/releases?limit=10&offset=20'],
    ['/api/profile', '/api/profile'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
