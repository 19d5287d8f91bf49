/**
 * The platform certificate that seals completed agreements (docs/decisions/0013). Configured as PKCS#12
 * (SIGNING_P12_BASE64 or SIGNING_P12_PATH + SIGNING_P12_PASSPHRASE); the embedded default is a self-signed
 * certificate generated once into DATA_DIR/signing.p12 and reused (production refuses to start without one).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import type { AppConfig } from '../../config/env.js';

export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
}

/** Passphrase of the generated local default (the file itself is the secret; mode 0600 in DATA_DIR). */
const LOCAL_PASSPHRASE = 'sewamudah-local-signing';

/** A self-signed certificate for `commonName`, valid ten years, as PKCS#12 (RSA 2048, SHA-256). */
export function createSelfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'SewaMudah Sdn. Bhd.' },
    { name: 'countryName', value: 'MY' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

const cache = new Map<string, Promise<SigningCertificate>>();

async function loadLocal(file: string): Promise<SigningCertificate> {
  if (!existsSync(file)) {
    const p12 = createSelfSignedP12('SewaMudah local development seal (self-signed)', LOCAL_PASSPHRASE);
    await mkdir(path.dirname(file), { recursive: true });
    // `wx`: if another process created it meanwhile, keep theirs.
    await writeFile(file, p12, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return { p12: await readFile(file), passphrase: LOCAL_PASSPHRASE };
}

async function loadConfigured(signing: Extract<AppConfig['signing'], { kind: 'configured' }>) {
  const p12 = signing.p12Base64 ? Buffer.from(signing.p12Base64, 'base64') : await readFile(signing.p12Path ?? '');
  return { p12, passphrase: signing.passphrase };
}

/** The certificate, loaded (or for the local default created) once per process. */
export function signingCertificate(signing: AppConfig['signing']): Promise<SigningCertificate> {
  const cacheKey = signing.kind === 'local' ? signing.file : `configured:${signing.p12Path ?? signing.p12Base64}`;
  let loaded = cache.get(cacheKey);
  if (!loaded) {
    loaded = signing.kind === 'local' ? loadLocal(signing.file) : loadConfigured(signing);
    loaded.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, loaded);
  }
  return loaded;
}
