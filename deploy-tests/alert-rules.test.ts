// The alerts of k8s/components/monitoring/prometheus-rule.yaml through Debian's promtool: the rules
// are valid, and each alert fires on the series of alert-rules.test.yaml that should fire it and stays
// silent on the ones that should not.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { describeWith } from '@journal/testing';
import { monitoringDir, ruleGroups, writeRuleFiles } from './support/alert-rules';

function promtool(args: string[], cwd: string) {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const ALERTS = [
  'JournalOutboxStuck',
  'JournalConsumerGroupBacklog',
  'JournalHighErrorRate',
  'JournalMailFailing',
  'JournalMailGivenUp',
  'JournalNotificationUnavailable',
];

describeWith('promtool', 'alert rules (promtool)', () => {
  let dir: string;
  beforeAll(() => {
    dir = writeRuleFiles();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('promtool check rules accepts every rule', () => {
    const result = promtool(['check', 'rules', 'rules.yaml'], dir);
    expect(result.output).toContain(`SUCCESS: ${ALERTS.length} rules found`);
    expect(result.status).toBe(0);
  });

  test('promtool test rules: every alert fires on its firing series and not on the others', () => {
    const result = promtool(['test', 'rules', 'alert-rules.test.yaml'], dir);
    expect(result.output).toContain('SUCCESS');
    expect(result.status).toBe(0);
  });

  test('every alert has a firing case and a silent case in the unit tests', () => {
    expect(ruleGroups().flatMap((g) => g.rules.map((r) => r.alert))).toEqual(ALERTS);
    const tests = parse(readFileSync(path.join(monitoringDir, 'alert-rules.test.yaml'), 'utf8')) as {
      tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    };
    const cases = tests.tests.flatMap((t) => t.alert_rule_test);
    for (const alert of ALERTS) {
      const mine = cases.filter((c) => c.alertname === alert);
      expect({ alert, fires: mine.some((c) => c.exp_alerts.length > 0) }).toEqual({ alert, fires: true });
      expect({ alert, silent: mine.some((c) => c.exp_alerts.length === 0) }).toEqual({ alert, silent: true });
    }
  });

  test('a broken threshold is caught: the tests fail when an alert fires too early', () => {
    // Mutation check: the unit tests must depend on the thresholds, not just pass.
    const groups = ruleGroups().map((g) => ({
      ...g,
      rules: g.rules.map((r) =>
        r.alert === 'JournalOutboxStuck' ? { ...r, expr: r.expr.replace('> 60', '> 0') } : r,
      ),
    }));
    const mutated = writeRuleFiles(groups);
    try {
      const result = promtool(['test', 'rules', 'alert-rules.test.yaml'], mutated);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('JournalOutboxStuck');
    } finally {
      rmSync(mutated, { recursive: true, force: true });
    }
  });
});
