/** The part of s3rver (a local S3-compatible server, shipped without types) the tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean });
    /** Its request handler, for an HTTP server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
