const { REMOTE_FILE_HEADERS, shellContentSecurityPolicy, shellPageHeaders } = require('./security-headers');

function directives(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe("the shell page's security headers", () => {
  it('run scripts from the site and its remotes only, never inline, and cannot be framed', () => {
    const policy = directives(shellContentSecurityPolicy({}));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3001', 'http://localhost:3005']),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['connect-src']).toContain('http://localhost:4000');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    const headers = shellPageHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('follow where the API and each remote are deployed', () => {
    const policy = directives(
      shellContentSecurityPolicy({
        KORA_API_URL: 'https://api.kora.example/',
        KORA_REMOTE_EVENTS_URL: 'https://events.kora.example/v2/',
        KORA_STORE_PORT: '4503',
      }),
    );
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://events.kora.example', 'http://localhost:4503']),
    );
    expect(policy['script-src']).not.toContain('http://localhost:3002');
    expect(policy['img-src']).toContain('https://api.kora.example');
    expect(policy['connect-src']).toContain('https://api.kora.example');
  });

  it('let pictures, playback and offline copies come from the CDN of public media', () => {
    const policy = directives(shellContentSecurityPolicy({ MEDIA_PUBLIC_URL: 'https://media.kora.example/public/' }));
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(policy[name]).toContain('https://media.kora.example');
    expect(directives(shellContentSecurityPolicy({}))['img-src']).not.toContain('https://media.kora.example');
  });

  it("let the shell's page load a remote's files across origins, which serve no page themselves", () => {
    expect(REMOTE_FILE_HEADERS).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
});
