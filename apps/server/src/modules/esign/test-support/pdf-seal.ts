/**
 * An independent check of a PDF's PKCS#7 seal (node-forge and node:crypto only, none of the code that made it), used
 * by the e-signing API tests and by the end-to-end test on the file a tenant downloads.
 */
import { createHash, verify as verifySignature } from 'node:crypto';
import forge from 'node-forge';

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
