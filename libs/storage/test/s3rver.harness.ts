import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface RunningS3rver {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** Where s3rver keeps its objects; removed by stop(). */
  directory: string;
  stop(): Promise<void>;
}

// s3rver's built-in account (lib/models/account.js).
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** A real S3-protocol server on loopback with a free port and a throwaway data directory. */
export async function startS3rver(): Promise<RunningS3rver> {
  const directory = await mkdtemp(path.join(tmpdir(), 'journal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: ACCESS_KEY,
    secretKey: SECRET_KEY,
    directory,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
