/** The English UI texts beside `messages.ts` (which keeps SPEC §8): one tree per area. */
import { enAccount } from './account.js';
import { enAuth } from './auth.js';
import { enContent } from './content.js';
import { enServer } from './server.js';
import { enShell } from './shell.js';

export const enUi = { ...enShell, ...enAuth, ...enAccount, ...enServer, ...enContent };
