/** Helpers of the e-signing tests: signing calls, PDF text, and an independent check of the PKCS#7 seal. */
import { createHash, verify as verifySignature } from 'node:crypto';
import forge from 'node-forge';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { AgreementResponse } from '@sewamudah/shared';

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

/** The placeholder pads /Contents with zeros after the DER; forge 1.x reads just the first value when told to. */
const fromDerPrefix = (der: string) =>
  (forge.asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => forge.asn1.Asn1)(der, {
    parseAllBytes: false,
  });

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Verifies the (last) PKCS#7 detached signature of a PDF on its own, without the code that made it: the
 * /ByteRange must cover the whole file except /Contents, the signed messageDigest attribute must equal the
 * SHA-256 of those bytes, and the RSA signature over the signed attributes must verify with the embedded
 * certificate. Returns the certificate's common name.
 */
export function verifyPdfSignature(pdf: Buffer): { valid: boolean; signer: string; reason?: string } {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const match = ranges.at(-1);
  if (!match) return { valid: false, signer: '', reason: 'no /ByteRange' };
  const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length) return { valid: false, signer: '', reason: 'range does not cover the file' };
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf
    .subarray(a + b, c)
    .toString('latin1')
    .replace(/[<>\s]/g, '');
  const der = forge.util.hexToBytes(hex);
  const message = forge.pkcs7.messageFromAsn1(fromDerPrefix(der)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const cert = message.certificates[0];
  if (!cert) return { valid: false, signer: '', reason: 'no certificate' };
  const signer = String(cert.subject.getField('CN')?.value ?? '');
  const attributes = message.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest!,
  );
  const digestSet = (digestAttribute?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as
    forge.asn1.Asn1[] | undefined;
  const digest = Buffer.from((digestSet?.[0]?.value as string | undefined) ?? '', 'binary').toString('hex');
  if (digest !== sha256(signed)) return { valid: false, signer, reason: 'messageDigest differs from the byte range' };
  // The signature covers the DER of the signed attributes as a SET.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const setDer = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  const certPem = forge.pki.certificateToPem(cert);
  const signature = Buffer.from(message.rawCapture.signature, 'binary');
  const valid = verifySignature('sha256', setDer, certPem, signature);
  return valid ? { valid, signer } : { valid, signer, reason: 'RSA signature does not verify' };
}
