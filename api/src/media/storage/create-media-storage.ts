import { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import type { MediaStorages } from './media-storage';
import { S3Storage } from './s3-storage';
import type { S3Settings } from './storage-settings';

type StorageConfig = Pick<AppConfig, 'storage' | 'uploadsDir' | 'mastersDir' | 'publicUrl'>;

/** MEDIA_PUBLIC_URL (a CDN, the bucket's public address), else the API's own /uploads. */
export function publicBaseOf(config: Pick<AppConfig, 'storage' | 'publicUrl'>): string {
  return config.storage.mediaPublicUrl ?? `${config.publicUrl.replace(/\/+$/, '')}/uploads/`;
}

/** The folders of this machine: UPLOADS_DIR public, MASTERS_DIR private. */
export function localMediaStorages(
  config: Pick<AppConfig, 'uploadsDir' | 'mastersDir'>,
  publicBase: string,
): MediaStorages {
  return {
    public: new LocalDiskStorage({ root: config.uploadsDir, area: 'public', publicBase }),
    private: new LocalDiskStorage({ root: config.mastersDir, area: 'private' }),
  };
}

/** The bucket: the public area under `public/`, the private one under `private/` (of S3_PRIVATE_BUCKET when set). */
export function s3MediaStorages(settings: S3Settings, publicBase: string): MediaStorages {
  const client = new S3Client({
    endpoint: settings.endpoint ?? undefined,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: settings.forcePathStyle,
  });
  return {
    public: new S3Storage({ client, bucket: settings.bucket, prefix: 'public/', area: 'public', publicBase }),
    private: new S3Storage({ client, bucket: settings.privateBucket, prefix: 'private/', area: 'private' }),
  };
}

/** The storages STORAGE names: the local folders by default, the bucket with STORAGE=s3. */
export function createMediaStorage(config: StorageConfig): MediaStorages {
  const publicBase = publicBaseOf(config);
  return config.storage.kind === 's3'
    ? s3MediaStorages(config.storage.s3, publicBase)
    : localMediaStorages(config, publicBase);
}
