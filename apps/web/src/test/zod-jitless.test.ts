/**
 * The client build turns zod's JIT off inside zod itself (vite-plugin-zod-jitless.ts): under the CSP, a JIT parser is
 * a violation on every form. Runs the plugin on the installed zod's core module.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodJitless } from '../../vite-plugin-zod-jitless';

const corePath = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4/core/core.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;

function transform(code: string, id: string): { code: string } | null {
  const hook = zodJitless().transform as unknown as Transform;
  return hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe('zodJitless', () => {
  it("sets jitless in zod's globalConfig right where zod creates it", () => {
    const result = transform(readFileSync(corePath, 'utf8'), corePath);
    expect(result?.code).toMatch(/export const globalConfig\b[^\n]*\nglobalConfig\.jitless = true;\n/);
  });

  it('leaves every other module alone', () => {
    expect(transform('export const globalConfig = {};\n', '/app/src/main.tsx')).toBeNull();
  });

  it('fails the build when zod no longer declares globalConfig there', () => {
    expect(() => transform('export const config = {};\n', corePath)).toThrow(/no `export const globalConfig`/);
  });
});
