import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import pg from 'pg';

/** Everything a test may need from the machine: services that answer, and tools on PATH. */
export type ServiceName =
  | 'postgres'
  | 'redis'
  | 'browser'
  | 'docker'
  | 'kafka'
  | 'kubectl'
  | 'docker-compose'
  | 'redis-server'
  | 'sh'
  | 'xmllint'
  | 'oai-harvester'
  | 'prometheus'
  | 'promtool'
  | 'soffice'
  | 'python-docx';

export const SERVICE_NAMES: readonly ServiceName[] = [
  'postgres',
  'redis',
  'browser',
  'docker',
  'kafka',
  'kubectl',
  'docker-compose',
  'redis-server',
  'sh',
  'xmllint',
  'oai-harvester',
  'prometheus',
  'promtool',
  'soffice',
  'python-docx',
];

/** Command-line tools and the arguments that prove each one runs (exit 0). */
export const TOOL_CHECKS: Partial<Record<ServiceName, [string, string[]]>> = {
  kubectl: ['kubectl', ['version', '--client']],
  'docker-compose': ['docker-compose', ['version']],
  'redis-server': ['redis-server', ['--version']],
  sh: ['sh', ['-c', 'true']],
  xmllint: ['xmllint', ['--version']],
  // Debian's libhttp-oai-perl: the `oai_pmh` command and the HTTP::OAI harvester library it runs on.
  'oai-harvester': ['sh', ['-c', 'command -v oai_pmh && perl -MHTTP::OAI -e 1']],
  prometheus: ['prometheus', ['--version']],
  promtool: ['promtool', ['--version']],
  // LibreOffice: makes .doc fixtures and proves reviewer copies still open (issue 26).
  soffice: ['soffice', ['--version']],
  'python-docx': ['/usr/bin/python3', ['-c', 'import docx']],
};

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function browserPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

function tcpReachable(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export async function probePostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Sends a raw PING so the probe needs no client library and never retries. */
export async function probeRedis(url = process.env.REDIS_URL || DEFAULT_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
}

export async function probeBrowser(): Promise<boolean> {
  return existsSync(browserPath());
}

export async function probeDocker(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000 }, (error, stdout) =>
      resolve(!error && stdout.trim().length > 0),
    );
  });
}

export function probeTool(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 20_000 }, (error) => resolve(!error));
  });
}

export async function probeKafka(): Promise<boolean> {
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
  if (!brokers.length) return false;
  const [host, port] = brokers[0]!.split(':');
  return tcpReachable(host!, Number(port ?? 9092));
}

export const UNAVAILABLE_HINTS: Record<ServiceName, string> = {
  postgres: 'DATABASE_URL did not answer and embedded Postgres could not start',
  redis: `no Redis answered at ${process.env.REDIS_URL || DEFAULT_REDIS_URL}`,
  browser: `no Chromium at ${browserPath()} (apt-get install -y chromium, or set CHROME_PATH)`,
  docker: 'no Docker engine answers `docker info`',
  kafka: 'KAFKA_BROKERS is unset or unreachable and no Docker engine for testcontainers',
  kubectl: '`kubectl version --client` did not run (apt-get install -y kubectl)',
  'docker-compose': '`docker-compose version` did not run (apt-get install -y docker-compose)',
  'redis-server': 'redis-server is not on PATH (apt-get install -y redis-server)',
  sh: 'no POSIX shell (sh) on PATH',
  xmllint: 'xmllint is not on PATH (apt-get install -y libxml2-utils)',
  soffice:
    '`soffice --version` did not run (apt-get install -y libreoffice-writer-nogui; an unconfigured install needs dpkg --configure -a)',
  'python-docx': 'python-docx is missing for /usr/bin/python3 (apt-get install -y python3-docx)',
  'oai-harvester': 'oai_pmh or HTTP::OAI is missing (apt-get install -y libhttp-oai-perl)',
  prometheus: 'prometheus is not on PATH (apt-get install -y prometheus)',
  promtool: 'promtool is not on PATH (apt-get install -y prometheus, which ships it)',
};
