import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/sewamudah-wa-config', JWT_ACCESS_SECRET: 'x'.repeat(40) } as const;
const cloud = {
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-access-token-0123456789',
  WHATSAPP_APP_SECRET: '3f0c9a7e51b24d6c8e0f1a2b3c4d5e6f',
  WHATSAPP_VERIFY_TOKEN: 'Vt-8c1e0f97a24b4d3e9f6a',
};

describe('WHATSAPP_* settings', () => {
  it('default to the file outbox in DATA_DIR/outbox/whatsapp', () => {
    expect(loadConfig(base).whatsapp).toMatchObject({
      kind: 'file',
      outboxDir: path.join('/tmp/sewamudah-wa-config', 'outbox', 'whatsapp'),
    });
  });

  it('configure the Cloud API when all four are set', () => {
    expect(loadConfig({ ...base, ...cloud }).whatsapp).toMatchObject({
      kind: 'cloud',
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v23.0',
      phoneNumberId: cloud.WHATSAPP_PHONE_NUMBER_ID,
    });
  });

  it('refuse half a configuration, naming what is missing', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...half } = cloud;
    expect(() => loadConfig({ ...base, ...half })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...half })).toThrow(/missing: WHATSAPP_APP_SECRET/);
    expect(() => loadConfig({ ...base, WHATSAPP_ACCESS_TOKEN: cloud.WHATSAPP_ACCESS_TOKEN })).toThrow(
      /missing: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
  });

  it('leave production without a WhatsApp channel when none is set, and refuse a guessable verify token', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'kq3V9xZ1pL7mN2bR8tY4wE6uI0oA5sD1fG3hJ7kL',
      DATABASE_URL: 'postgres://db/sewamudah',
      PUBLIC_URL: 'https://sewamudah.example',
      SMTP_URL: 'smtp://mail',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SIGNING_P12_PATH: '/etc/sewamudah/signing.p12',
    };
    expect(loadConfig(production).whatsapp.kind).toBe('off');
    expect(loadConfig({ ...production, ...cloud }).whatsapp.kind).toBe('cloud');
    expect(() => loadConfig({ ...production, ...cloud, WHATSAPP_VERIFY_TOKEN: 'aaaaaaaaaaaaaaaaaaaa' })).toThrow(
      /WHATSAPP_VERIFY_TOKEN is too easy to guess/,
    );
  });
});
