/** Helpers of the e-signing tests: signing calls, PDF text, and an independent check of the PKCS#7 seal. */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { AgreementResponse } from '@sewamudah/shared';

export { sha256, verifyPdfSignature } from './pdf-seal.js';

export type Auth = { authorization: string };

export async function getAgreement(app: FastifyInstance, headers: Auth, id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/contracts/${id}/agreement`, headers });
  if (res.statusCode !== 200) throw new Error(`agreement ${res.statusCode}: ${res.body}`);
  return res.json<AgreementResponse>().agreement;
}

export const typed = (name: string, documentHash: string) => ({
  method: 'typed',
  typedName: name,
  typedStyle: 'script',
  agree: true,
  documentHash,
});

export function sign(app: FastifyInstance, headers: Auth, id: string, payload: object, as = 'esign') {
  return app.inject({ method: 'POST', url: `/api/contracts/${id}/${as}`, headers, payload });
}

/** A drawn signature as the signature pad sends it: a transparent PNG with a stroke. */
export async function drawnSignature(width = 400, height = 120): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 ${height - 20} C 80 10, 160 ${height}, ${width - 10} 20" stroke="#1e2a3a" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** All text of a PDF, whitespace collapsed, and its page count. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: parts.join(' ').replace(/\s+/g, ' '), pages };
}
