import { s3Environment, startS3TestServer, type S3TestServer } from './s3-test-server';

/**
 * A storage a suite runs on, for `describe.each`: its name, the environment of a fresh installation on it
 * (a new bucket on S3), and whether it keeps files in this machine's folders.
 */
export type StorageUnderTest = [
  name: string,
  environment: () => Promise<Record<string, string>>,
  where: { onThisDisk: boolean },
];

/**
 * The local disk and S3 (a real S3 API, `startS3TestServer`), for a suite that runs the same tests on
 * both. Called at the top of a test file: the S3 server starts before the file's tests and stops after.
 */
export function eachStorage(): StorageUnderTest[] {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => s3?.stop());
  return [
    ['the local disk', async () => ({}), { onThisDisk: true }],
    ['S3', async () => s3Environment(await s3!.newBucket()), { onThisDisk: false }],
  ];
}
