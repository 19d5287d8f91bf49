/** Where create-admin gets the password: --password-stdin, ADMIN_PASSWORD, or a hidden prompt on a terminal. */
import type { Readable, Writable } from 'node:stream';
import { CreateAdminError } from './create-admin.js';

export interface PasswordSources {
  passwordStdin: boolean;
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
}

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(sources: PasswordSources, question: string): Promise<string> {
  const { stdin, stdout } = sources;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of String(chunk)) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003') return finish(() => reject(new CreateAdminError('Cancelled.')));
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdout.write(question);
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Answers the password, or undefined when none is needed (promoting); throws when none can be had. */
export async function readAdminPassword(sources: PasswordSources, needed: boolean): Promise<string | undefined> {
  if (!needed) return undefined;
  if (sources.passwordStdin) return readAll(sources.stdin);
  if (sources.env.ADMIN_PASSWORD) return sources.env.ADMIN_PASSWORD;
  if (!sources.stdin.isTTY) {
    throw new CreateAdminError('No password: run on a terminal, or pass --password-stdin, or set ADMIN_PASSWORD.');
  }
  const first = await promptHidden(sources, 'Password: ');
  const second = await promptHidden(sources, 'Repeat password: ');
  if (first !== second) throw new CreateAdminError('The passwords do not match.');
  return first;
}
