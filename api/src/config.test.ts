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

  it('keeps media in the local folders unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', mediaPublicUrl: null });
    expect(loadConfig({ DATA_DIR: dir, MEDIA_PUBLIC_URL: 'https://cdn.kora.example/media' }).storage).toEqual({
      kind: 'local',
      mediaPublicUrl: 'https://cdn.kora.example/media/',
    });
  });

  it('keeps media in an S3 bucket with STORAGE=s3, its bucket and keys', () => {
    const s3 = {
      DATA_DIR: dir,
      STORAGE: 's3',
      S3_BUCKET: 'kora-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      mediaPublicUrl: null,
      s3: {
        bucket: 'kora-media',
        privateBucket: 'kora-media',
        endpoint: null,
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
    });
    const garage = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:3900/',
      S3_REGION: 'garage',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PRIVATE_BUCKET: 'kora-masters',
    }).storage;
    expect(garage).toMatchObject({
      s3: { endpoint: 'http://127.0.0.1:3900', region: 'garage', forcePathStyle: true, privateBucket: 'kora-masters' },
    });
  });

  it('refuses to start with STORAGE=s3 and no bucket or keys, naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: 's3' })).toThrow(
      'Storing media in S3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, STORAGE: 's3', S3_BUCKET: 'kora-media', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow('Storing media in S3 needs S3_SECRET_ACCESS_KEY');
  });

  it('refuses storage settings it cannot read', () => {
    const s3 = { DATA_DIR: dir, STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE: 'disk' })).toThrow('STORAGE must be local or s3, not "disk".');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) address');
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_PUBLIC_URL: 'cdn.kora.example' })).toThrow(
      'MEDIA_PUBLIC_URL must be an http(s) address',
    );
  });
});
