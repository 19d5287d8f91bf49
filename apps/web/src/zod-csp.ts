/**
 * Imported first by main.tsx: zod compiles fast object parsers with `new Function`, which the Content Security
 * Policy (no 'unsafe-eval') refuses and the browser reports as a violation. Interpreted parsing is plenty for forms.
 */
import { config } from 'zod';

config({ jitless: true });
