import { DiskStorage } from './disk.storage';
import { S3Storage } from './s3.storage';
import { StorageConfigError } from './storage.errors';
import type { FileStorage } from './storage.port';

/** Mirrors the S3_* environment variables (docs/configuration.md); empty strings count as unset. */
export interface StorageConfig {
  /** Disk root used when no S3 setting is present, e.g. DATA_DIR/files. */
  filesDir: string;
  s3Endpoint?: string;
  s3AccessKey?: string;
  s3SecretKey?: string;
  s3Bucket?: string;
  s3Region?: string;
  /** Temp directory for S3 upload spooling; defaults to the OS temp dir. */
  spoolDir?: string;
}

const S3_SETTINGS = [
  ['s3Endpoint', 'S3_ENDPOINT'],
  ['s3AccessKey', 'S3_ACCESS_KEY'],
  ['s3SecretKey', 'S3_SECRET_KEY'],
  ['s3Bucket', 'S3_BUCKET'],
] as const;

/** S3 when all four S3 settings are present, local disk when none is; a partial set is a configuration error. */
export function createStorage(config: StorageConfig): FileStorage {
  const missing = S3_SETTINGS.filter(([field]) => !config[field]).map(([, env]) => env);
  if (missing.length === S3_SETTINGS.length) return new DiskStorage({ rootDir: config.filesDir });
  if (missing.length > 0) {
    throw new StorageConfigError(
      `Incomplete S3 settings: missing ${missing.join(', ')}. Set all of ${S3_SETTINGS.map(([, env]) => env).join(', ')}, ` +
        'or none to store files on local disk',
    );
  }
  return new S3Storage({
    endpoint: config.s3Endpoint as string,
    accessKey: config.s3AccessKey as string,
    secretKey: config.s3SecretKey as string,
    bucket: config.s3Bucket as string,
    ...(config.s3Region ? { region: config.s3Region } : {}),
    ...(config.spoolDir ? { spoolDir: config.spoolDir } : {}),
  });
}
