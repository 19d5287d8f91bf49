/**
 * One file-name convention in the web app: every file and folder under src is kebab-case before its first dot
 * (`date-field.tsx`, `use-near-screen.ts`, `apply-panel.stamp-duty.test.tsx`, `agreement-document.module.css`).
 * React components keep PascalCase identifiers; only their files are kebab-case. No exceptions.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Run from the repository root (npm run test:unit) or from apps/web.
const SRC = existsSync(join(process.cwd(), 'apps/web/src'))
  ? join(process.cwd(), 'apps/web/src')
  : join(process.cwd(), 'src');

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A name is kebab-case when its part before the first dot is. */
export function isKebabName(name: string): boolean {
  return KEBAB.test(name.replace(/\..*$/, ''));
}

describe('file names', () => {
  it('are kebab-case for every file and folder under apps/web/src', () => {
    const paths = readdirSync(SRC, { recursive: true, encoding: 'utf8' });
    expect(paths.length).toBeGreaterThan(100);
    const offenders = paths.filter((path) => !isKebabName(basename(path)));
    expect(offenders).toEqual([]);
  });

  it('tells kebab-case from other names', () => {
    expect(isKebabName('contracts-table.test.tsx')).toBe(true);
    expect(isKebabName('apply-panel.stamp-duty.test.tsx')).toBe(true);
    expect(isKebabName('agreement-document.module.css')).toBe(true);
    expect(isKebabName('i18n')).toBe(true);
    expect(isKebabName('ContractsTable.tsx')).toBe(false);
    expect(isKebabName('ApplyPanel.stamp-duty.test.tsx')).toBe(false);
    expect(isKebabName('sandboxFpxForm.tsx')).toBe(false);
    expect(isKebabName('payment_summary.tsx')).toBe(false);
    expect(isKebabName('date--field.tsx')).toBe(false);
  });
});
