import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Drives mock-oauth-server.mjs: one OAuth 2 provider on loopback for the whole suite. */
export class MockOAuthProvider {
  private readonly replies: Array<(line: string) => void> = [];

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly url: string,
  ) {
    createInterface({ input: child.stdout }).on('line', (line) => this.replies.shift()?.(line));
  }

  static async start(): Promise<MockOAuthProvider> {
    const child = spawn(process.execPath, [path.join(__dirname, 'mock-oauth-server.mjs')], { stdio: 'pipe' });
    const firstLine = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => {
        lines.close();
        resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`mock OAuth server exited (${code})`)));
    });
    return new MockOAuthProvider(child, (JSON.parse(firstLine) as { url: string }).url);
  }

  /** Env settings pointing one provider at this server. */
  envFor(provider: string): Record<string, string> {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    return {
      [`${prefix}CLIENT_ID`]: `${provider}-client`,
      [`${prefix}CLIENT_SECRET`]: `${provider}-secret`,
      [`${prefix}AUTHORIZE_URL`]: `${this.url}/authorize`,
      [`${prefix}TOKEN_URL`]: `${this.url}/token`,
      [`${prefix}USERINFO_URL`]: `${this.url}/userinfo`,
    };
  }

  /** What /userinfo answers from now on. */
  setUserinfo(userinfo: Record<string, unknown>): Promise<void> {
    return new Promise((resolve) => {
      this.replies.push(() => resolve());
      this.child.stdin.write(`${JSON.stringify({ userinfo })}\n`);
    });
  }

  /** Follows the authorize URL like a browser whose user consents: the code and state sent back. */
  async authorize(authorizeUrl: string): Promise<{ code: string; state: string }> {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.stdin.end();
    });
  }
}
