/** The least environment `loadConfig` accepts for NODE_ENV=production (fake secrets; tests only). */
export function productionEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_ACCESS_SECRET: 'production-test-secret-3Vq8-Lm2z-Tx7k-Rp4w-Hc9d',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
    PUBLIC_URL: 'https://sewamudah.example',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_fake',
    SIGNING_P12_PATH: `${dataDir}/unused-signing.p12`,
    WEB_DIST_DIR: `${dataDir}/no-web`,
    JOBS_ENABLED: 'false',
    ...extra,
  };
}
