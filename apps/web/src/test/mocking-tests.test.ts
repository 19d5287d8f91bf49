/**
 * The `web` project's files share their worker's modules (vitest.config.ts): a file that replaces a module with
 * `vi.mock` would replace it for the files after it, so every such file must be listed in MOCKING_TESTS (run isolated).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS } from './mocking-tests';

const root = path.resolve(__dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

describe('test files that mock a module', () => {
  it('are exactly the ones run isolated', () => {
    const mocking = testFiles(path.join(root, 'src'))
      .filter((file) => file !== 'src/test/mocking-tests.test.ts')
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.sort()).toEqual([...MOCKING_TESTS].sort());
  });
});
