import { StorageConfigError } from './storage.errors';

export interface S3Endpoint {
  endPoint: string;
  port: number;
  useSSL: boolean;
}

/** Splits an S3_ENDPOINT URL (`http://127.0.0.1:9000`, `https://s3.example.org`) into minio client options. */
export function parseS3Endpoint(raw: string): S3Endpoint {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StorageConfigError(`S3 endpoint must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StorageConfigError(`S3 endpoint must use http or https, got "${url.protocol}"`);
  }
  // Credentials belong in S3_ACCESS_KEY/S3_SECRET_KEY; never echo them back in the message.
  if (url.username || url.password) {
    throw new StorageConfigError(
      'S3 endpoint must not contain credentials; use the access and secret key settings',
    );
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new StorageConfigError(
      `S3 endpoint must not have a path or query (the client uses path-style bucket URLs), got "${raw}"`,
    );
  }
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
  };
}
