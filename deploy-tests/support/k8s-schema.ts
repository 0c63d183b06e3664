// Validates rendered Kubernetes objects against the OpenAPI schemas of the Kubernetes API, as compiled
// by the `kubernetes-models` package (types, formats such as quantities, required fields, enums).
// Custom resources from operators the platform relies on get a structural check instead.

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [key: string]: unknown;
}

interface ModelClass {
  new (data: unknown): { validate(): void };
}

/** Custom resources the overlays may use, with the fields each must carry. */
const customResources: Record<string, (obj: K8sObject) => string[]> = {
  'external-secrets.io/v1/ExternalSecret': (obj) => {
    const spec = (obj.spec ?? {}) as {
      secretStoreRef?: { name?: string; kind?: string };
      target?: { name?: string };
      data?: unknown;
      dataFrom?: unknown;
    };
    const problems: string[] = [];
    if (
      !spec.secretStoreRef?.name ||
      !['SecretStore', 'ClusterSecretStore'].includes(spec.secretStoreRef.kind ?? '')
    ) {
      problems.push('spec.secretStoreRef needs a name and kind SecretStore or ClusterSecretStore');
    }
    if (!spec.target?.name) problems.push('spec.target.name is required');
    if (!Array.isArray(spec.data) && !Array.isArray(spec.dataFrom))
      problems.push('spec.data or spec.dataFrom is required');
    return problems;
  },
  // KEDA: a Deployment target and at least one trigger, each with a type and metadata.
  'keda.sh/v1alpha1/ScaledObject': (obj) => {
    const spec = (obj.spec ?? {}) as {
      scaleTargetRef?: { name?: string };
      triggers?: { type?: string; metadata?: unknown }[];
      minReplicaCount?: number;
      maxReplicaCount?: number;
    };
    const problems: string[] = [];
    if (!spec.scaleTargetRef?.name) problems.push('spec.scaleTargetRef.name is required');
    if (!Array.isArray(spec.triggers) || spec.triggers.length === 0)
      problems.push('spec.triggers is required');
    for (const t of spec.triggers ?? [])
      if (!t.type || typeof t.metadata !== 'object') problems.push('every trigger needs type and metadata');
    if ((spec.minReplicaCount ?? 0) > (spec.maxReplicaCount ?? 100))
      problems.push('minReplicaCount above maxReplicaCount');
    return problems;
  },
  // Prometheus Operator: a selector and endpoints on a named port.
  'monitoring.coreos.com/v1/PodMonitor': (obj) => {
    const spec = (obj.spec ?? {}) as { selector?: unknown; podMetricsEndpoints?: { port?: string }[] };
    const problems: string[] = [];
    if (typeof spec.selector !== 'object') problems.push('spec.selector is required');
    if (!spec.podMetricsEndpoints?.length || spec.podMetricsEndpoints.some((e) => !e.port))
      problems.push('spec.podMetricsEndpoints needs named ports');
    return problems;
  },
  'monitoring.coreos.com/v1/PrometheusRule': (obj) => {
    const spec = (obj.spec ?? {}) as { groups?: { name?: string; rules?: { expr?: string }[] }[] };
    const problems: string[] = [];
    if (!spec.groups?.length) problems.push('spec.groups is required');
    for (const g of spec.groups ?? [])
      if (!g.name || !g.rules?.length || g.rules.some((r) => !r.expr))
        problems.push('every group needs a name and rules with expr (promtool checks the rest)');
    return problems;
  },
};

function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const modulePath = group
    ? `kubernetes-models/${group}/${version}/${kind}`
    : `kubernetes-models/${version}/${kind}`;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(modulePath) as Record<string, ModelClass>;
    return mod[kind];
  } catch {
    return undefined;
  }
}

/** Returns the schema problems of one object (empty when valid). */
export function schemaProblems(obj: K8sObject): string[] {
  const id = `${obj.apiVersion}/${obj.kind}`;
  const custom = customResources[id];
  if (custom) return custom(obj);
  const Model = modelFor(obj.apiVersion, obj.kind);
  if (!Model) return [`no schema for ${id}: not a Kubernetes API type nor a known custom resource`];
  try {
    new Model(obj).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
