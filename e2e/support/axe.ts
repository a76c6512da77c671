import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One element axe may skip, with the reason (each exclusion is listed in the test's report). */
export interface AxeExclusion {
  selector: string;
  why: string;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it stands and
 * throws one readable list of the violations: rule, impact, what it means, and the selectors
 * of the offending elements, so a failure says what to fix without opening a report.
 * `context` names the page in the message.
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  exclusions: AxeExclusion[] = [],
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const exclusion of exclusions) builder = builder.exclude(exclusion.selector);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const lines = violations.map((violation) => {
    const targets = violation.nodes
      .map((node) => {
        const target = node.target.map((part) => String(part)).join(' ');
        // axe's own summary says what to change (for contrast: the two colours and the ratio).
        const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `      - ${target}${summary ? `: ${summary}` : ''}`;
      })
      .join('\n');
    return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets}`;
  });
  throw new Error(
    `${violations.length} accessibility violation(s) on ${context}:\n${lines.join('\n')}`,
  );
}
