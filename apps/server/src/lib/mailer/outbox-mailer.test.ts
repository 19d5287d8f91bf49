/** The embedded `.eml` outbox never overwrites a mail, even many to one recipient in one millisecond. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxMailer } from './index.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sewamudah-outbox-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const message = (n: number, id?: string) => ({
  to: 'same.tenant@example.my',
  subject: `Mail ${n}`,
  text: `Mail ${n}`,
  html: `<p>Mail ${n}</p>`,
  ...(id ? { id } : {}),
});

describe('dev outbox mailer', () => {
  it('keeps 143 mails to one recipient sent in the same millisecond as 143 files', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T08:00:00.123Z'));
    const mailer = createOutboxMailer(dir, 'SewaMudah <no-reply@sewamudah.my>');
    await Promise.all(Array.from({ length: 143 }, (_, n) => mailer.send(message(n))));
    const files = await readdir(dir);
    expect(files).toHaveLength(143);
    expect(
      files.every((f) => f.startsWith('2030-05-01T08-00-00-123Z-') && f.endsWith('-same.tenant@example.my.eml')),
    ).toBe(true);
  });

  it('names the file and the Message-ID after the outbox row id', async () => {
    const mailer = createOutboxMailer(dir, 'SewaMudah <no-reply@sewamudah.my>');
    const id = '2f9c7a52-8a43-4c55-9d7e-1d2f3a4b5c6d';
    await mailer.send(message(1, id));
    const [file] = await readdir(dir);
    expect(file).toMatch(new RegExp(`-${id}-same\\.tenant@example\\.my\\.eml$`));
    const raw = await readFile(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(new RegExp(`^Message-ID: <${id}@sewamudah\\.my>$`, 'mi'));
  });

  it('writes attachments into the .eml as MIME parts', async () => {
    const mailer = createOutboxMailer(dir, 'SewaMudah <no-reply@sewamudah.my>');
    const pdf = Buffer.from('%PDF-1.7 receipt SM-2030-000042');
    await mailer.send({
      ...message(1),
      attachments: [{ filename: 'SM-2030-000042.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const [file] = await readdir(dir);
    const raw = await readFile(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=SM-2030-000042\.pdf$/m);
    expect(raw).toMatch(/^Content-Disposition: attachment; filename=SM-2030-000042\.pdf$/m);
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('logs the mail’s links whole, so a verification link can be copied from the dev log', async () => {
    const info = vi.fn();
    const log = { info } as unknown as Parameters<typeof createOutboxMailer>[2];
    const mailer = createOutboxMailer(dir, 'SewaMudah <no-reply@sewamudah.my>', log);
    const url = `http://localhost:3000/register-confirmation/${'a'.repeat(64)}?source=email&utm=verification-link`;
    await mailer.send({ ...message(1), text: `Hello\n\nVerify your e-mail: ${url}\n` });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'same.tenant@example.my' }),
      `e-mail to same.tenant@example.my written to outbox; link: ${url}`,
    );
  });
});
