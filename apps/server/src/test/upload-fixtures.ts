/** Hostile upload payloads for the upload-attack tests: raw multipart bodies, booby-trapped PDFs, bomb images. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

export const BOUNDARY = '----sewamudah-attack';

export interface RawPart {
  field: string;
  /** Present for a file part; sent byte for byte (NUL, "../" and all). */
  filename?: string;
  type?: string;
  data: Uint8Array | string;
}

/** A multipart body built by hand, so names and framing can be anything a client could send. */
export function rawMultipart(parts: RawPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'latin1'));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (boundary = BOUNDARY) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
});

export async function plainPdf(title = 'signed'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage();
  return doc.save();
}

/** A PDF that runs JavaScript when opened; pdf-lib puts the catalog in a compressed object stream. */
export async function pdfWithOpenActionScript(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.register(
    doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') }),
  );
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return doc.save({ useObjectStreams: true });
}

/** A hand-written PDF (no object streams) whose catalog opens an action; `action` is its dictionary text. */
export function handWrittenPdf(catalogExtra: string, extraObjects = ''): Buffer {
  const objects = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  body += extraObjects;
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Valid PDF syntax with an HTML page in a comment: a browser sniffing it as HTML would run the script. */
export async function htmlPdfPolyglot(): Promise<Buffer> {
  const pdf = Buffer.from(await plainPdf());
  const html = Buffer.from('%<html><body><script>alert(document.cookie)</script></body></html>\n');
  const headerEnd = pdf.indexOf('\n') + 1;
  return Buffer.concat([pdf.subarray(0, headerEnd), html, pdf.subarray(headerEnd)]);
}

/** A PDF with a ZIP archive glued after %%EOF (PDF/ZIP polyglot). */
export async function pdfZipPolyglot(): Promise<Buffer> {
  const zip = Buffer.alloc(4096, 0x41);
  zip.write('PK\u0003\u0004', 0, 'latin1');
  return Buffer.concat([Buffer.from(await plainPdf()), zip]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A few hundred bytes declaring a width × height RGB image: decoding it would need gigabytes. */
export function decompressionBombPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc(64 * 1024), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const htmlAsPng = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
export const svgAsPng =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

/** Every file under `dir` (relative paths, sorted); [] when it does not exist yet. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
