/** The signature stamp and the certificate page print names in any script exactly: read back from the PDF. */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@sewamudah/shared';
import { appendCertificatePage } from './certificate-page.js';
import { stampSignature } from './stamp.js';

async function text(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  }
  await pdf.destroy();
  return items.join(' ').replace(/\s+/g, ' ');
}

async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]);
  return doc.save();
}

const NAMES = ['陈伟杰', 'முருகன்', 'محمد علي', 'Zoë Ñúñez'];

describe('e-signature PDFs in every script', { timeout: 60_000 }, () => {
  it.each(NAMES)('stamps the signer %s exactly, typed or drawn', async (name) => {
    const signedAt = new Date('2026-12-01T04:05:00Z');
    const typed = await stampSignature(await blankPdf(), null, {
      role: 'tenant',
      signerName: name,
      signedAt,
      typed: { name, style: 'script' },
    });
    const printed = await text(typed);
    expect(printed).toContain(`Signed electronically by ${name}`);
    expect(printed.split(name).length - 1).toBeGreaterThanOrEqual(2); // the typed signature and the caption
    expect(printed).not.toContain('?');
  });

  it('lists every name of the audit trail exactly on the certificate page', async () => {
    const event = (type: AuditEvent['type'], name: string, seq: number): AuditEvent =>
      ({
        seq,
        type,
        version: 1,
        userId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
        name,
        email: 'tenant@example.com',
        at: '2026-12-01T04:05:00.000Z',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0',
        hashBefore: null,
        hashAfter: 'a'.repeat(64),
      }) as AuditEvent;
    const pdf = await appendCertificatePage(await blankPdf(), {
      contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
      propertyName: '吉隆坡 Taman Desa 公寓',
      tenantName: 'முருகன்',
      landlordName: 'محمد علي',
      verifyUrl: 'http://localhost:3000/verify/abcdefghijklmnopqrstuvwx',
      completedAt: new Date('2026-12-02T04:05:00Z'),
      events: [event('signed', 'முருகன்', 1), event('countersigned', '陈伟杰', 2)],
    });
    const printed = await text(pdf);
    for (const name of ['吉隆坡 Taman Desa 公寓', 'முருகன்', 'محمد علي', '陈伟杰']) expect(printed).toContain(name);
    expect(printed).not.toContain('?');
  });
});
