export type { FileStorage, ObjectStat, PutMeta, PutResult } from './storage.port';
export {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  SizeMismatchError,
  StorageConfigError,
  StorageError,
} from './storage.errors';
export { assertValidObjectKey, generateObjectKey } from './object-key.util';
export { DiskStorage, type DiskStorageOptions } from './disk.storage';
export { S3Storage, type S3StorageOptions } from './s3.storage';
export { parseS3Endpoint } from './s3-endpoint.util';
export { createStorage, type StorageConfig } from './storage.factory';
