// The log level production runs at: k8s/base/config.yaml's LOG_LEVEL (no overlay but dev patches it), so
// the observability bench counts the request log lines both sites write and the trace ids tracing adds
// to each, as deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const baseConfig = path.resolve(__dirname, '..', '..', '..', 'k8s', 'base', 'config.yaml');

export function productionLogLevel(file = baseConfig): string {
  const configMap = parse(readFileSync(file, 'utf8')) as { data?: Record<string, unknown> };
  const level = configMap.data?.LOG_LEVEL;
  if (typeof level !== 'string' || !level) throw new Error(`${file}: no LOG_LEVEL in the ConfigMap's data`);
  return level;
}
