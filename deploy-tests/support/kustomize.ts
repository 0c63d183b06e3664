// Renders a kustomize overlay with `kubectl kustomize` and parses the objects.
import { parseAllDocuments } from 'yaml';
import type { K8sObject } from './k8s-schema';
import { run } from './tools';

export function renderOverlay(dir: string): K8sObject[] {
  const output = run('kubectl', ['kustomize', dir]);
  return parseAllDocuments(output)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((obj): obj is K8sObject => obj !== null);
}

export const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}
