// Which processes to measure for the status-pipeline scenario: the cluster under test, found from its
// gateway. `npm run start:cluster` (scripts/cluster/cluster-plan.ts) launches every service as
// `node --import tsx <repo>/<entry>` with its own PORT, and gives the gateway the services' URLs
// (ADMIN_URL, SUBMISSION_URL, NOTIFICATION_URL). So: the process running the gateway's entry with PORT =
// BASE_URL's port, then each process running a service's entry with the PORT of the gateway's URL for it.
// Another cluster or a bench on the same machine runs the same entries on other ports and is left out.
// When the environments cannot be read, the command lines alone decide, and only if they are unambiguous.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MeasuredProcess } from './proc-cpu';

export interface ProcessEntry {
  pid: number;
  /** The parent's pid (/proc/<pid>/stat field 4); undefined when it could not be read. */
  ppid?: number;
  args: string[];
  /** Undefined when /proc/<pid>/environ cannot be read (another user's process). */
  env?: Record<string, string>;
}

/** The entry points of the status-change path, as scripts/cluster/cluster-plan.ts names them. */
export const PIPELINE_ENTRIES = {
  notification: 'services/notification/src/main.ts',
  gateway: 'gateway/src/main.ts',
  admin: 'services/admin/src/main.ts',
  submission: 'services/submission/src/main.ts',
} as const;
export type PipelineRole = keyof typeof PIPELINE_ENTRIES;

/** The gateway's variable holding each service's URL(s). */
const URL_VARIABLE: Record<Exclude<PipelineRole, 'gateway'>, string> = {
  notification: 'NOTIFICATION_URL',
  admin: 'ADMIN_URL',
  submission: 'SUBMISSION_URL',
};

/** /proc/<pid>/cmdline and /proc/<pid>/environ: NUL-separated, usually NUL-terminated. */
export function splitNul(text: string): string[] {
  const parts = text.split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export function parseEnviron(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of splitNul(text)) {
    const eq = entry.indexOf('=');
    if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return env;
}

/** Field 4 of a /proc/<pid>/stat line (after the command name in parentheses, which may hold ')'). */
export function parentOf(stat: string): number | undefined {
  const close = stat.lastIndexOf(')');
  const ppid = Number(
    stat
      .slice(close + 1)
      .trim()
      .split(/\s+/)[1],
  );
  return close >= 0 && Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
}

/** Every process whose command line can be read (kernel threads have none). */
export function listProcesses(procRoot = '/proc'): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync(procRoot)) {
    if (!/^\d+$/.test(name)) continue;
    let args: string[];
    try {
      args = splitNul(readFileSync(path.join(procRoot, name, 'cmdline'), 'utf8'));
    } catch {
      continue; // exited meanwhile
    }
    if (args.length === 0) continue;
    let env: Record<string, string> | undefined;
    try {
      env = parseEnviron(readFileSync(path.join(procRoot, name, 'environ'), 'utf8'));
    } catch {
      env = undefined; // EACCES for other users' processes
    }
    let ppid: number | undefined;
    try {
      ppid = parentOf(readFileSync(path.join(procRoot, name, 'stat'), 'utf8'));
    } catch {
      ppid = undefined;
    }
    entries.push({
      pid: Number(name),
      args,
      ...(ppid !== undefined ? { ppid } : {}),
      ...(env ? { env } : {}),
    });
  }
  return entries;
}

export function runsEntry(entry: ProcessEntry, script: string): boolean {
  return entry.args.some((arg) => arg === script || arg.endsWith(`/${script}`));
}

/** Ports of a comma-separated URL list (`http://127.0.0.1:3004,http://127.0.0.1:3005`). */
export function portsOfUrls(list: string | undefined): number[] {
  if (!list) return [];
  return list
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => {
      const url = new URL(u);
      return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    });
}

export interface Discovery {
  processes: MeasuredProcess[];
  /** How they were found, and what could not be: printed with the results. */
  notes: string[];
}

/**
 * The processes of the cluster whose gateway listens on `gatewayPort`. `consumerPids` replaces the
 * discovered notification processes (the consumers whose CPU per change the sweep reports).
 */
export function discoverPipelineProcesses(
  processes: ProcessEntry[],
  gatewayPort: number,
  consumerPids?: number[],
): Discovery {
  const found: MeasuredProcess[] = [];
  const notes: string[] = [];
  const roles: Array<Exclude<PipelineRole, 'gateway'>> = consumerPids
    ? ['admin', 'submission']
    : ['notification', 'admin', 'submission'];
  if (consumerPids) {
    for (const pid of consumerPids)
      found.push({ role: 'notification', label: 'notification (--consumer-pids)', pid });
    notes.push(`consumers from --consumer-pids: ${consumerPids.join(', ')}`);
  }

  const gateways = processes.filter((p) => runsEntry(p, PIPELINE_ENTRIES.gateway));
  const gateway = gateways.filter((p) => p.env?.PORT === String(gatewayPort));
  if (gateway.length === 1) {
    const gw = gateway[0] as ProcessEntry;
    found.push({ role: 'gateway', label: `gateway :${gatewayPort}`, pid: gw.pid });
    for (const role of roles) {
      const ports = portsOfUrls(gw.env?.[URL_VARIABLE[role]]);
      if (ports.length === 0) notes.push(`the gateway (pid ${gw.pid}) has no ${URL_VARIABLE[role]}`);
      for (const port of ports) {
        const match = processes.filter(
          (p) => runsEntry(p, PIPELINE_ENTRIES[role]) && p.env?.PORT === String(port),
        );
        if (match.length === 1)
          found.push({ role, label: `${role} :${port}`, pid: (match[0] as ProcessEntry).pid });
        else
          notes.push(
            `${match.length} processes run ${PIPELINE_ENTRIES[role]} with PORT=${port}; not measured`,
          );
      }
    }
    notes.push(`found from the gateway's environment (pid ${gw.pid}, PORT=${gatewayPort})`);
    return { processes: found, notes };
  }

  // No readable environment names the gateway: fall back to command lines, if they name one cluster.
  if (gateways.length !== 1) {
    notes.push(
      `${gateways.length} processes run ${PIPELINE_ENTRIES.gateway} and none could be matched to port ${gatewayPort} ` +
        'by its environment; only --consumer-pids are measured',
    );
    return { processes: found, notes };
  }
  found.push({
    role: 'gateway',
    label: 'gateway (by command line)',
    pid: gateways[0]!.pid,
  });
  for (const role of roles) {
    const match = processes.filter((p) => runsEntry(p, PIPELINE_ENTRIES[role]));
    if (role !== 'notification' && match.length > 1) {
      notes.push(`${match.length} processes run ${PIPELINE_ENTRIES[role]}; not measured`);
      continue;
    }
    for (const p of match) found.push({ role, label: `${role} (by command line)`, pid: p.pid });
  }
  notes.push('found by command line only (environments unreadable): check the pids');
  return { processes: found, notes };
}

/** Every service entry a cluster runs (scripts/cluster/cluster-plan.ts), by the role it is reported as. */
const CLUSTER_ENTRIES: Record<string, string> = {
  ...PIPELINE_ENTRIES,
  identity: 'services/identity/src/main.ts',
  publishing: 'services/publishing/src/main.ts',
  review: 'services/review/src/main.ts',
  journals: 'services/journals/src/main.ts',
  statistics: 'services/statistics/src/main.ts',
};

/** `pid`'s descendants (children first, then theirs), without `pid` itself. */
export function descendantsOf(processes: ProcessEntry[], pid: number): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const p of processes)
    if (p.ppid !== undefined) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: ProcessEntry[] = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length > 0) {
    const p = queue.shift() as ProcessEntry;
    found.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return found;
}

/** Role of the supervisor (`npm run start:cluster` itself: it pipes the children's logs). */
export const SUPERVISOR_ROLE = 'supervisor';

/**
 * Every process of the cluster whose gateway is `gatewayPid`: its parent (the supervisor that started the
 * cluster) and all the parent's descendants, each with the role of the entry it runs (`identity`,
 * `review`, ..., `other` for anything else the supervisor started). `known` (the pipeline's processes,
 * already found) keep their role and label. Empty when the gateway's parent cannot be read.
 */
export function discoverClusterProcesses(
  processes: ProcessEntry[],
  gatewayPid: number,
  known: MeasuredProcess[] = [],
): MeasuredProcess[] {
  const gateway = processes.find((p) => p.pid === gatewayPid);
  const supervisor = processes.find((p) => p.pid === gateway?.ppid);
  if (!supervisor) return [];
  const found: MeasuredProcess[] = [
    { role: SUPERVISOR_ROLE, label: `supervisor (start:cluster)`, pid: supervisor.pid },
  ];
  for (const p of descendantsOf(processes, supervisor.pid)) {
    const already = known.find((k) => k.pid === p.pid);
    if (already) {
      found.push(already);
      continue;
    }
    const role = Object.keys(CLUSTER_ENTRIES).find((r) => runsEntry(p, CLUSTER_ENTRIES[r] as string));
    const port = p.env?.PORT ? ` :${p.env.PORT}` : '';
    const name = role ?? `${path.basename(p.args[0] ?? 'other')} (child of ${p.ppid})`;
    found.push({ role: role ?? 'other', label: `${name}${role ? port : ''}`, pid: p.pid });
  }
  return found;
}

/** What a database URL points at: host port and database name. */
export function databaseOf(url: string): { port: number; database: string } {
  const u = new URL(url);
  return { port: Number(u.port || 5432), database: decodeURIComponent(u.pathname.replace(/^\//, '')) };
}

/** The port of a postmaster from its arguments (`-p 5433`, `-c port=5433`), else the default 5432. */
function postmasterPort(args: string[]): number {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-p' && args[i + 1]) return Number(args[i + 1]);
    const match = /^port=(\d+)$/.exec(args[i] === '-c' ? (args[i + 1] ?? '') : '');
    if (match) return Number(match[1]);
  }
  return 5432;
}

/**
 * The Postgres and Redis processes a cluster uses, found from /proc: the postmaster listening on the
 * database URL's port, its backends serving that database (`postgres: ... <user> <database> <host>(port)
 * <state>`: role `postgres`) and its own helpers (checkpointer, WAL writer, ...: role `postgres shared`,
 * shared with whatever else uses that server); the redis-server listening on the Redis URL's port (role
 * `redis`). Backends come and go, so the scenario lists these again at every snapshot.
 */
export function discoverBackingProcesses(
  processes: ProcessEntry[],
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
): MeasuredProcess[] {
  const found: MeasuredProcess[] = [];
  if (databaseUrl) {
    const { port, database } = databaseOf(databaseUrl);
    const postmasters = processes.filter(
      (p) =>
        /(^|\/)postgres$/.test(p.args[0] ?? '') && p.args.includes('-D') && postmasterPort(p.args) === port,
    );
    for (const pm of postmasters) {
      found.push({ role: 'postgres shared', label: `postmaster :${port}`, pid: pm.pid });
      for (const child of processes.filter((p) => p.ppid === pm.pid)) {
        const title = child.args.join(' ');
        const words = title.split(/\s+/);
        const backend = /\(\d+\)|\[local\]/.test(title);
        if (backend && !words.includes(database)) continue; // another database's client
        found.push({
          role: backend ? 'postgres' : 'postgres shared',
          label: title.slice(0, 60),
          pid: child.pid,
        });
      }
    }
  }
  if (redisUrl) {
    const port = Number(new URL(redisUrl).port || 6379);
    for (const p of processes)
      if (/(^|\/)redis-server( |$)/.test(p.args[0] ?? '') && p.args.join(' ').includes(`:${port}`))
        found.push({ role: 'redis', label: `redis-server :${port}`, pid: p.pid });
  }
  return found;
}
