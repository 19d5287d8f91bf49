/** The few parts of @20minutes/s3rver (a pure-JS S3-compatible server; no types shipped) that tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The Koa context fields the test support touches. */
  interface S3rverContext {
    path: string;
    mountPath?: string;
    state: { vhost?: boolean };
  }

  /** A Koa application. */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    middleware: ((ctx: S3rverContext, next: () => Promise<unknown>) => Promise<unknown>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
