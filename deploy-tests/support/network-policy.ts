// A small evaluator of NetworkPolicy semantics (namespace-scoped, additive allow rules, default allow
// for pods no policy selects) so tests can assert who may talk to whom on which port.
import type { K8sObject } from './k8s-schema';

export interface Endpoint {
  namespace: string;
  namespaceLabels: Record<string, string>;
  podLabels: Record<string, string>;
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PortRule {
  protocol?: string;
  port?: number | string;
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: PortRule[];
}
interface PolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  ingress?: Rule[];
  egress?: Rule[];
}

function matches(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  if (selector.matchExpressions && selector.matchExpressions.length > 0) {
    throw new Error('matchExpressions are not supported by this evaluator');
  }
  return Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
}

function peerMatches(peer: Peer, policyNamespace: string, other: Endpoint | 'internet'): boolean {
  if (other === 'internet') return peer.ipBlock !== undefined && peer.ipBlock.cidr === '0.0.0.0/0';
  if (peer.ipBlock) return false; // pod traffic is never matched by our ipBlocks (they exclude private ranges)
  if (peer.namespaceSelector) {
    return (
      matches(peer.namespaceSelector, other.namespaceLabels) && matches(peer.podSelector, other.podLabels)
    );
  }
  return other.namespace === policyNamespace && matches(peer.podSelector, other.podLabels);
}

function ruleAllows(
  rule: Rule,
  peers: Peer[] | undefined,
  policyNamespace: string,
  other: Endpoint | 'internet',
  port: number,
): boolean {
  const portOk =
    !rule.ports || rule.ports.length === 0 || rule.ports.some((p) => p.port === undefined || p.port === port);
  const peerOk =
    !peers || peers.length === 0 || peers.some((peer) => peerMatches(peer, policyNamespace, other));
  return portOk && peerOk;
}

function policiesOf(objects: K8sObject[]): Array<{ namespace: string; spec: PolicySpec }> {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .map((o) => ({ namespace: o.metadata.namespace ?? 'default', spec: o.spec as PolicySpec }));
}

type Direction = 'Ingress' | 'Egress';

function appliesTo(spec: PolicySpec, direction: Direction): boolean {
  const types = spec.policyTypes ?? (spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
  return types.includes(direction);
}

/** Where a policy keeps its rules for a direction, and where a rule names the peers on the other end. */
const SIDES: Record<
  Direction,
  { rules: (spec: PolicySpec) => Rule[] | undefined; peers: (rule: Rule) => Peer[] | undefined }
> = {
  Ingress: { rules: (spec) => spec.ingress, peers: (rule) => rule.from },
  Egress: { rules: (spec) => spec.egress, peers: (rule) => rule.to },
};

/**
 * Whether the policies of `pod`'s namespace let `other` through to or from it on `port` in `direction`:
 * a pod no policy selects for that direction is open; a selected one needs a rule of one of them.
 */
function allowedAt(
  objects: K8sObject[],
  direction: Direction,
  pod: Endpoint,
  other: Endpoint | 'internet',
  port: number,
): boolean {
  const side = SIDES[direction];
  const selecting = policiesOf(objects).filter(
    (p) =>
      p.namespace === pod.namespace &&
      appliesTo(p.spec, direction) &&
      matches(p.spec.podSelector, pod.podLabels),
  );
  if (selecting.length === 0) return true;
  return selecting.some((p) =>
    (side.rules(p.spec) ?? []).some((r) => ruleAllows(r, side.peers(r), p.namespace, other, port)),
  );
}

/** Whether `to` accepts traffic from `from` on `port` (ingress side of `to`'s namespace policies). */
export function ingressAllowed(
  objects: K8sObject[],
  from: Endpoint | 'internet',
  to: Endpoint,
  port: number,
): boolean {
  return allowedAt(objects, 'Ingress', to, from, port);
}

/** Whether `from` may open a connection to `to` on `port` (egress side of `from`'s namespace policies). */
export function egressAllowed(
  objects: K8sObject[],
  from: Endpoint,
  to: Endpoint | 'internet',
  port: number,
): boolean {
  return allowedAt(objects, 'Egress', from, to, port);
}

/** Both sides must allow a connection between two pods. */
export function connectionAllowed(objects: K8sObject[], from: Endpoint, to: Endpoint, port: number): boolean {
  return egressAllowed(objects, from, to, port) && ingressAllowed(objects, from, to, port);
}
