/** Files for upload tests, made on the spot, and a multipart request to send them. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { App } from '../app.js';
import type { Answer } from './client.js';
import { mp4Head } from '../demo/mp4.js';

export { mp4Head };

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif';

/** A small picture of a random colour, so each one has a hash of its own. */
export function image(format: ImageFormat, width = 640, height = 480) {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .toFormat(format)
    .toBuffer();
}

export const mp4 = (seconds: number, brand = 'isom') =>
  Buffer.concat([mp4Head(seconds, brand, 1024), randomBytes(1024)]);

const ebml = (id: string, body: Buffer) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id, 'hex'), size, body]);
};

/** A WebM header whose Info says `seconds`. */
export function webm(seconds: number) {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const scale = Buffer.from([0x0f, 0x42, 0x40]); // 1,000,000 ns
  const header = ebml('1a45dfa3', Buffer.concat([ebml('4282', Buffer.from('webm')), ebml('4287', Buffer.from([4]))]));
  const info = ebml('1549a966', Buffer.concat([ebml('2ad7b1', scale), ebml('4489', duration)]));
  return Buffer.concat([header, ebml('18538067', Buffer.concat([info, randomBytes(512)]))]);
}

export const srt = () => Buffer.from(`1\n00:00:01,000 --> 00:00:02,500\nHello ${randomBytes(4).toString('hex')}\n`);
export const vtt = () => Buffer.from(`WEBVTT\n\n00:01.000 --> 00:02.000\n你好 ${randomBytes(4).toString('hex')}\n`);
export const pdf = () =>
  Buffer.from(`%PDF-1.4\n%${randomBytes(8).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

const BOUNDARY = 'backlot-test-boundary';

/** The opening and closing of a multipart body with one file part. */
function envelope(filename: string, type: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return { head, tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}

/** `url` and `siteKey`: a member site's upload (`/api/intake/files`), from address `ip`. */
export type UploadOptions = {
  name?: string;
  type?: string;
  lang?: string;
  url?: string;
  siteKey?: string;
  ip?: string;
};

/** POSTs one file part to an upload route; `content` may be a stream (sent as it is read). */
export async function upload(
  app: App,
  token: string,
  route: string,
  content: Buffer | AsyncIterable<Buffer>,
  options: UploadOptions = {},
): Promise<Answer> {
  const { head, tail } = envelope(options.name ?? 'upload.bin', options.type ?? 'application/octet-stream');
  const payload = Buffer.isBuffer(content)
    ? Buffer.concat([head, content, tail])
    : Readable.from(
        (async function* () {
          yield head;
          yield* content;
          yield tail;
        })(),
      );
  const response = await app.inject({
    method: 'POST',
    url: options.url ?? `/api/files/${route}`,
    remoteAddress: options.ip,
    headers: {
      ...(options.siteKey ? { 'x-site-key': options.siteKey } : { authorization: `Bearer ${token}` }),
      'accept-language': options.lang ?? 'en',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
