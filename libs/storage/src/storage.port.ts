import type { Readable } from 'node:stream';

/** What the caller knows about an object before storing it. */
export interface PutMeta {
  contentType: string;
  /** Declared length; when given, a stream of any other length is rejected and nothing is stored. */
  size?: number;
}

export interface PutResult {
  key: string;
  size: number;
  /** Lower-case hex SHA-256 of the stored bytes, computed while streaming. */
  sha256: string;
}

/** One stored object as listed (for the sweeper of objects nothing refers to). */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface ObjectStat {
  size: number;
  contentType?: string;
}

/**
 * File storage port. Adapters: DiskStorage (local directory) and S3Storage (S3/MinIO).
 * Every put is all-or-nothing: if the body stream errors, no object (and no temp file) is left behind.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Readable, meta: PutMeta): Promise<PutResult>;
  /** Rejects with ObjectNotFoundError when the key does not exist. */
  get(key: string): Promise<Readable>;
  /** null when the key does not exist. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** Resolves when the backend is reachable and writable (readiness probe). */
  ping(): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder such as `papers/`). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Removes temp files of puts that never finished (a crash mid-upload), last changed before `olderThan`. */
  removeStaleTemporaries(olderThan: Date): Promise<number>;
}
