// axe-core over the current page; only serious and critical findings fail a test.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Legacy mode runs axe.run in the page itself. The default mode finishes every run in a new blank page
  // (for cross-origin frames, which this site has none of), which costs about a second per audit.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
