import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

describe('configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kora-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('works out of the box: port 4000, SQLite in the data folder, the shell as CORS origin', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'kora.sqlite') });
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it("follows the shell wherever the site's servers put it: its port alone, or its address", () => {
    const moved = loadConfig({ DATA_DIR: dir, KORA_SHELL_PORT: '5300' });
    expect(moved.corsOrigins).toEqual(['http://localhost:5300', 'http://127.0.0.1:5300']);
    expect(moved.webUrl).toBe('http://localhost:5300');
    expect(moved.returnOrigins).toContain('http://localhost:5300');
    const deployed = loadConfig({ DATA_DIR: dir, KORA_REMOTE_SHELL_URL: 'https://kora.example/' });
    expect(deployed.corsOrigins).toEqual(['https://kora.example']);
    expect(deployed.webUrl).toBe('https://kora.example');
  });

  it('believes no proxy unless told: a number of hops, or the proxies’ addresses', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
  });

  it('uses PostgreSQL when DATABASE_URL says so', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/kora',
      CORS_ORIGINS: 'https://a.test, https://b.test',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/kora', schema: undefined });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});
