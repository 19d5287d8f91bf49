/** The sealing certificate: required in production, generated once for the embedded default, or configured. */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { productionEnv } from '../../test/production-env.js';
import { createSelfSignedP12, signingCertificate } from './certificate.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sewamudah-cert-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const commonName = (p12: Buffer, passphrase: string) => {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const bag = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]?.[0];
  return bag?.cert?.subject.getField('CN')?.value as string | undefined;
};

describe('signing certificate', () => {
  it('production refuses to start without a configured certificate', () => {
    const { SIGNING_P12_PATH: _unused, ...env } = productionEnv(dir);
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SIGNING_P12_BASE64 or SIGNING_P12_PATH/);
    expect(loadConfig(productionEnv(dir)).signing).toMatchObject({ kind: 'configured' });
  });

  it('generates a self-signed certificate once into DATA_DIR and reuses it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_ACCESS_SECRET: 'x'.repeat(40) });
    expect(config.signing).toEqual({ kind: 'local', file: path.join(dir, 'signing.p12') });
    const first = await signingCertificate(config.signing);
    const onDisk = await readFile(path.join(dir, 'signing.p12'));
    expect(onDisk.equals(first.p12)).toBe(true);
    expect((await stat(path.join(dir, 'signing.p12'))).mode & 0o777).toBe(0o600);
    expect(commonName(first.p12, first.passphrase)).toBe('SewaMudah local development seal (self-signed)');
    expect((await signingCertificate(config.signing)).p12.equals(first.p12)).toBe(true);
  });

  it('loads a configured PKCS#12 from base64 with its passphrase', async () => {
    const p12 = createSelfSignedP12('SewaMudah Sdn. Bhd. seal', 'correct horse');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_ACCESS_SECRET: 'x'.repeat(40),
      SIGNING_P12_BASE64: p12.toString('base64'),
      SIGNING_P12_PASSPHRASE: 'correct horse',
    });
    const loaded = await signingCertificate(config.signing);
    expect(commonName(loaded.p12, loaded.passphrase)).toBe('SewaMudah Sdn. Bhd. seal');
  });
});
