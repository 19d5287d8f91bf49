/**
 * zod compiles fast object parsers with `new Function`, which the Content Security Policy (`script-src 'self'`, no
 * 'unsafe-eval') refuses and the browser reports as a violation. zod reads `jitless` when a schema is built, so it must
 * be set before any schema exists, wherever zod first loads: the web app loads zod only with the chunks that validate
 * (forms, the signed-in areas), never on a public page's first visit, so no module of ours runs early enough. This
 * plugin sets it inside zod's own config module (`globalConfig`), which every schema module imports first.
 * Interpreted parsing is plenty for forms. Client build only: the server renders without a CSP and keeps the JIT.
 */
import type { Plugin } from 'vite';

/** zod's core module that creates `globalConfig` (zod 4: `zod/v4/core/core.js`). */
const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const DECLARATION = /export const globalConfig\b[^\n]*\n/;

export function zodJitless(): Plugin {
  let patched = false;
  return {
    name: 'sewamudah:zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      const declaration = DECLARATION.exec(code);
      if (!declaration) this.error(`zod-jitless: no \`export const globalConfig\` in ${id}; update the plugin`);
      patched = true;
      const at = declaration.index + declaration[0].length;
      return { code: `${code.slice(0, at)}globalConfig.jitless = true;\n${code.slice(at)}`, map: null };
    },
    buildEnd(error) {
      // A build that bundles zod without the patch would ship parsers the CSP blocks.
      if (error || patched) return;
      for (const id of this.getModuleIds()) {
        if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) this.error('zod-jitless: zod is bundled but not patched');
      }
    },
  };
}
