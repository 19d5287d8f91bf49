/**
 * The banner `npm start` prints once the server listens, after every start-up log line so that it stays in view:
 * the URL and, outside production with demo data, the demo log-ins. Production never prints a password.
 */
import type { AppConfig } from '../config/env.js';
import { demoLoginsText } from '../db/prepare.js';

export function startBanner(
  config: Pick<AppConfig, 'isProduction' | 'seedDemoData' | 'publicUrl'>,
  workers = 1,
): string {
  const rule = '─'.repeat(64);
  const lines = [rule, `SewaMudah is running at ${config.publicUrl}${workers > 1 ? ` (${workers} processes)` : ''}`];
  if (!config.isProduction && config.seedDemoData) lines.push('', demoLoginsText());
  lines.push(rule);
  return `\n${lines.join('\n')}\n`;
}
