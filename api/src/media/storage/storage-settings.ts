type Env = Record<string, string | undefined>;

export interface S3Settings {
  /** S3_BUCKET: the public area under `public/`, and the private one under `private/` unless S3_PRIVATE_BUCKET. */
  bucket: string;
  /** S3_PRIVATE_BUCKET: where a bucket can only be public as a whole (R2's public buckets), the private area's own. */
  privateBucket: string;
  /** S3_ENDPOINT: another S3 API than AWS's (R2, Scaleway, OVH, Garage, MinIO); null for AWS. */
  endpoint: string | null;
  /** S3_REGION, us-east-1 by default. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: the bucket in the path (`host/bucket/key`) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Where media live: this machine's folders (the default), or an S3 bucket shared by every API machine. */
export type StorageSettings =
  { kind: 'local'; mediaPublicUrl: string | null } | { kind: 's3'; mediaPublicUrl: string | null; s3: S3Settings };

const text = (value: string | undefined) => value?.trim() || null;

function absoluteUrl(name: string, value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // refused below
  }
  throw new Error(`${name} must be an http(s) address, not ${JSON.stringify(value)}.`);
}

function yesOrNo(name: string, value: string | undefined): boolean {
  const given = text(value)?.toLowerCase();
  if (given === null || given === undefined || given === 'false') return false;
  if (given === 'true') return true;
  throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}.`);
}

/** The bucket and how to reach it; throws a message naming each missing setting. */
export function s3SettingsFrom(env: Env): S3Settings {
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !text(env[name]));
  if (missing.length > 0) {
    throw new Error(
      `Storing media in S3 needs ${missing.join(', ')}: the bucket, and the keys that may read and write it.`,
    );
  }
  const endpoint = text(env.S3_ENDPOINT);
  const bucket = text(env.S3_BUCKET)!;
  return {
    bucket,
    privateBucket: text(env.S3_PRIVATE_BUCKET) ?? bucket,
    endpoint: endpoint && absoluteUrl('S3_ENDPOINT', endpoint).href.replace(/\/+$/, ''),
    region: text(env.S3_REGION) ?? 'us-east-1',
    accessKeyId: text(env.S3_ACCESS_KEY_ID)!,
    secretAccessKey: text(env.S3_SECRET_ACCESS_KEY)!,
    forcePathStyle: yesOrNo('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
  };
}

/** STORAGE (local or s3) and MEDIA_PUBLIC_URL, checked at start-up. */
export function storageSettingsFrom(env: Env): StorageSettings {
  const given = text(env.MEDIA_PUBLIC_URL);
  const mediaPublicUrl = given && absoluteUrl('MEDIA_PUBLIC_URL', given).href.replace(/\/*$/, '/');
  const kind = text(env.STORAGE)?.toLowerCase() ?? 'local';
  if (kind === 'local') return { kind, mediaPublicUrl };
  if (kind === 's3') return { kind, mediaPublicUrl, s3: s3SettingsFrom(env) };
  throw new Error(`STORAGE must be local or s3, not ${JSON.stringify(env.STORAGE)}.`);
}
