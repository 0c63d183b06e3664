// The processes whose CPU a status change is charged to, for a cluster behind a gateway on this machine:
// the pipeline's processes found from the gateway's port, every other process of its supervisor, and
// its Postgres backends and Redis (listed again at each snapshot: backends come and go).
import type { MeasuredProcess } from './proc-cpu';
import {
  discoverBackingProcesses,
  discoverClusterProcesses,
  discoverPipelineProcesses,
  listProcesses,
  portsOfUrls,
} from './process-discovery';

export interface ClusterProcesses {
  processes: MeasuredProcess[];
  /** Postgres and Redis of the cluster, listed afresh at each call. */
  backing: () => MeasuredProcess[];
  /** How they were found, and what could not be: printed with the results. */
  notes: string[];
}

/** A URL without its password, for the output. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function findClusterProcesses(
  baseUrl: string,
  options: {
    /** Replaces the discovered notification processes (`npm run load -- --consumer-pids`). */
    consumerPids?: number[];
    /** The cluster's database and Redis when its services' environments cannot be read. */
    databaseUrl?: string;
    redisUrl?: string;
  } = {},
): ClusterProcesses {
  const [port] = portsOfUrls(baseUrl);
  const listed = listProcesses();
  const discovery = discoverPipelineProcesses(listed, port!, options.consumerPids);
  // Every process of the cluster (the supervisor and all it started), the pipeline's with their roles.
  const gateway = discovery.processes.find((p) => p.role === 'gateway');
  const whole = gateway ? discoverClusterProcesses(listed, gateway.pid, discovery.processes) : [];
  if (whole.length > 0) {
    discovery.processes.push(...whole.filter((p) => !discovery.processes.some((k) => k.pid === p.pid)));
    discovery.notes.push(`cluster: ${whole.length} processes under the supervisor (pid ${whole[0]!.pid})`);
  } else
    discovery.notes.push(
      "the gateway's parent (the cluster's supervisor) was not found: only the pipeline's processes are summed",
    );
  // Postgres and Redis of the cluster: the gateway's environment has neither URL, the services' do.
  const submissionEnv = listed.find(
    (p) => p.pid === discovery.processes.find((q) => q.role === 'submission')?.pid,
  )?.env;
  const databaseUrl = options.databaseUrl ?? submissionEnv?.DATABASE_URL;
  const redisUrl = options.redisUrl ?? submissionEnv?.REDIS_URL;
  const backing = () => discoverBackingProcesses(listProcesses(), databaseUrl, redisUrl);
  const backingNow = backing();
  discovery.notes.push(
    `Postgres and Redis: ${backingNow.filter((p) => p.role === 'postgres').length} backends of ${databaseUrl ? redactUrl(databaseUrl) : 'no DATABASE_URL'}, ` +
      `${backingNow.filter((p) => p.role === 'redis').length} redis-server of ${redisUrl ? redactUrl(redisUrl) : 'no REDIS_URL'}`,
  );
  return { processes: discovery.processes, backing, notes: discovery.notes };
}
