// The share of traces production records: the prod overlay's OTEL_TRACES_SAMPLER_ARG, read from its
// ConfigMap patch, so the observability bench judges tracing as it is deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const overlay = path.resolve(__dirname, '..', '..', '..', 'k8s', 'overlays', 'prod', 'kustomization.yaml');

interface Patch {
  target?: { kind?: string; name?: string };
  patch?: string;
}

export function productionSampleRatio(file = overlay): number {
  const kustomization = parse(readFileSync(file, 'utf8')) as { patches?: Patch[] };
  for (const patch of kustomization.patches ?? []) {
    if (patch.target?.kind !== 'ConfigMap' || !patch.patch) continue;
    const ops = parse(patch.patch) as { op: string; path: string; value?: unknown }[];
    const op = Array.isArray(ops) ? ops.find((o) => o.path === '/data/OTEL_TRACES_SAMPLER_ARG') : undefined;
    if (!op) continue;
    const ratio = Number(op.value);
    if (!(ratio >= 0 && ratio <= 1))
      throw new Error(`${file}: OTEL_TRACES_SAMPLER_ARG ${String(op.value)} is not a ratio`);
    return ratio;
  }
  throw new Error(`${file}: no ConfigMap patch sets OTEL_TRACES_SAMPLER_ARG`);
}
