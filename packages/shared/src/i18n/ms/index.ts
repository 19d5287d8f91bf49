/** The Bahasa Malaysia UI texts (mirror of en/index.ts). */
import { msAccount } from './account.js';
import { msAuth } from './auth.js';
import { msContent } from './content.js';
import { msServer } from './server.js';
import { msShell } from './shell.js';

export const msUi = { ...msShell, ...msAuth, ...msAccount, ...msServer, ...msContent };
