// The alert rules as promtool sees them: spec.groups of the PrometheusRule (k8s/components/monitoring),
// written as a plain rules file next to a copy of its promtool unit tests.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { repoRoot } from './tools';

export const monitoringDir = path.join(repoRoot, 'k8s', 'components', 'monitoring');

export interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
}

export function ruleGroups(): { name: string; rules: AlertRule[] }[] {
  const rule = parse(readFileSync(path.join(monitoringDir, 'prometheus-rule.yaml'), 'utf8')) as {
    spec: { groups: { name: string; rules: AlertRule[] }[] };
  };
  return rule.spec.groups;
}

/** A temporary folder with `rules.yaml` (the groups) and `alert-rules.test.yaml`; returns the folder. */
export function writeRuleFiles(groups = ruleGroups()): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-alerts-'));
  writeFileSync(path.join(dir, 'rules.yaml'), stringify({ groups }));
  copyFileSync(path.join(monitoringDir, 'alert-rules.test.yaml'), path.join(dir, 'alert-rules.test.yaml'));
  return dir;
}
