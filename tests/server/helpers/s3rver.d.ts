/** The part of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) that the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
