import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../storage-settings';

export interface S3TestServer {
  /** Settings reaching the bucket made at start, path-style, with the server's fixed keys. */
  settings: S3Settings;
  /** Where the server keeps what it was sent. */
  directory: string;
  /** Settings reaching a new empty bucket. */
  newBucket(): Promise<S3Settings>;
  stop(): Promise<void>;
}

/**
 * A real S3 API (s3rver, from npm) in a child process, on a free port, its data in a temporary folder,
 * with an empty bucket. Its own process, so that what it holds never counts in the memory a test measures.
 */
export async function startS3TestServer(bucket = 'kora-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kora-s3-'));
  const server = spawn(
    process.execPath,
    [
      require.resolve('s3rver/bin/s3rver.js'),
      ...['--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent'],
      ...['--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`s3rver stopped (${code}): ${output}`)));
  });
  const settings: S3Settings = {
    bucket,
    privateBucket: bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint!,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: true,
  });
  let buckets = 0;
  return {
    settings,
    directory,
    async newBucket() {
      buckets += 1;
      const name = `${bucket}-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { ...settings, bucket: name, privateBucket: name };
    },
    async stop() {
      client.destroy();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings as an operator writes them. */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  };
}
