import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, ensurePrivateDir } from '@journal/config';
import { DigestStream } from './digest.stream';
import { pipeToNewFile } from './new-file.util';
import { removeStaleFiles } from './stale-files.util';
import { assertValidObjectKey } from './object-key.util';
import { InvalidObjectKeyError, ObjectNotFoundError, SizeMismatchError } from './storage.errors';
import type { FileStorage, ListedObject, ObjectStat, PutMeta, PutResult } from './storage.port';

// Dot-directories cannot collide with object keys: assertValidObjectKey rejects dot-leading segments.
const INCOMING_DIR = '.incoming';
const META_DIR = '.meta';

interface StoredMeta {
  contentType: string;
  size: number;
  sha256: string;
}

export interface DiskStorageOptions {
  /** Directory holding the objects, e.g. DATA_DIR/files. Created on demand. */
  rootDir: string;
}

/**
 * Objects as files under one root directory. A put streams into `.incoming/` (same file system, so the
 * final rename is atomic) and only then appears under its key; the content type lives in a sidecar
 * JSON file under `.meta/`. Files are 0600 in 0700 folders: papers are private until published.
 */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;
  private readonly root: string;
  private rootReady?: Promise<void>;

  constructor(options: DiskStorageOptions) {
    this.root = path.resolve(options.rootDir);
  }

  async put(key: string, body: Readable, meta: PutMeta): Promise<PutResult> {
    const target = this.pathFor(key);
    const metaTarget = this.metaPathFor(key);
    const incoming = await this.incomingDir();
    const tmpId = randomUUID();
    const tmpData = path.join(incoming, `${tmpId}.data`);
    const tmpMeta = path.join(incoming, `${tmpId}.json`);
    const digest = new DigestStream();
    try {
      await pipeToNewFile(body, digest, tmpData, { flush: true });
      const { size, sha256 } = digest.digest();
      if (meta.size !== undefined && meta.size !== size) throw new SizeMismatchError(meta.size, size);
      const stored: StoredMeta = { contentType: meta.contentType, size, sha256 };
      await writeFile(tmpMeta, JSON.stringify(stored), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await mkdir(path.dirname(metaTarget), { recursive: true, mode: PRIVATE_DIR_MODE });
      await rename(tmpMeta, metaTarget);
      await rename(tmpData, target);
      return { key, size, sha256 };
    } catch (error) {
      await Promise.all([rm(tmpData, { force: true }), rm(tmpMeta, { force: true })]);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathFor(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    // open() succeeds on directories; a directory is not an object.
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new ObjectNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const file = this.pathFor(key);
    let info;
    try {
      info = await stat(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!info.isFile()) return null;
    const meta = await this.readMeta(key);
    return meta?.contentType ? { size: info.size, contentType: meta.contentType } : { size: info.size };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error) && errorCode(error) !== 'EISDIR') throw error;
    }
    await rm(this.metaPathFor(key), { force: true });
  }

  async ping(): Promise<void> {
    // A real write, so a read-only or full volume fails readiness instead of the next upload.
    const incoming = await this.incomingDir();
    const probe = path.join(incoming, `ping-${randomUUID()}`);
    await writeFile(probe, '', { mode: PRIVATE_FILE_MODE });
    await rm(probe, { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const entries = await readdir(this.root, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Temp and metadata files live under dot-folders, which no key can name.
      if (key.startsWith('.') || !key.startsWith(prefix)) continue;
      const info = await stat(path.join(this.root, key)).catch(() => undefined);
      if (info) yield { key, modifiedAt: info.mtime };
    }
  }

  removeStaleTemporaries(olderThan: Date): Promise<number> {
    return removeStaleFiles(path.join(this.root, INCOMING_DIR), olderThan);
  }

  /** The temp folder, with the root narrowed to 0700 once per instance (older versions made it 0755). */
  private async incomingDir(): Promise<string> {
    this.rootReady ??= ensurePrivateDir(this.root);
    await this.rootReady.catch((error: unknown) => {
      this.rootReady = undefined;
      throw error;
    });
    const incoming = path.join(this.root, INCOMING_DIR);
    await mkdir(incoming, { recursive: true, mode: PRIVATE_DIR_MODE });
    return incoming;
  }

  private pathFor(key: string): string {
    assertValidObjectKey(key);
    return this.insideRoot(key, path.resolve(this.root, key));
  }

  private metaPathFor(key: string): string {
    assertValidObjectKey(key);
    return this.insideRoot(key, path.resolve(this.root, META_DIR, `${key}.json`));
  }

  // Second line of defence after the key syntax check: the resolved path must stay under the root.
  private insideRoot(key: string, resolved: string): string {
    const relative = path.relative(this.root, resolved);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new InvalidObjectKeyError(`Invalid object key "${key}": it resolves outside the storage root`);
    }
    return resolved;
  }

  private async readMeta(key: string): Promise<StoredMeta | null> {
    try {
      return JSON.parse(await readFile(this.metaPathFor(key), 'utf8')) as StoredMeta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}
