// (c) A large upload: the server streams it to disk, so its memory (RSS) must not grow with the file's size.
import http from 'node:http';
import { rssOf, signIn, startBenchServer } from './server.mjs';

const ADMIN_PASSWORD = 'Bench12345';
const MB = 1024 * 1024;
/** Budget: growth of the server's resident memory over its idle size while the upload runs. */
export const MAX_RSS_GROWTH_MB = 100;

/** The head of an MP4 file (ftyp, moov with a one-minute mvhd) and the header of an `mdat` of `payload` bytes. */
function mp4Head(payload) {
  const box = (type, body) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(60_000, 16);
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(1);
  mdat.write('mdat', 4, 'latin1');
  mdat.writeBigUInt64BE(BigInt(16 + payload), 8);
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), mdat]);
}

/** Sends `megabytes` of video as one multipart part, written as fast as the server takes it. */
function sendUpload(baseURL, token, megabytes) {
  const boundary = 'backlot-bench';
  const head = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n`),
    Buffer.from('Content-Type: video/mp4\r\n\r\n'),
    mp4Head(megabytes * MB),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x5a);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseURL}/api/files/videos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + megabytes * MB + tail.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes) {
        sent++;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
}

/** Uploads BENCH_UPLOAD_MB (2048) MiB to the embedded server and reports the growth of its RSS. */
export async function benchUpload() {
  const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 2048);
  console.log(`\nUpload: ${megabytes} MiB video, streamed to the embedded server`);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD });
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const idle = rssOf(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 100);
    const started = Date.now();
    const answer = await sendUpload(server.baseURL, token, megabytes).finally(() => clearInterval(sampler));
    const seconds = (Date.now() - started) / 1000;
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const growth = (peak - idle) / MB;
    const pass = growth < MAX_RSS_GROWTH_MB;
    const label = `${megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`} upload: server RSS growth`;
    console.log(
      `  ${label}: ${growth.toFixed(1)} MB (idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB), ` +
        `${(megabytes / seconds).toFixed(0)} MB/s — ${pass ? 'PASS' : 'FAIL'} (goal < ${MAX_RSS_GROWTH_MB} MB)`,
    );
    return [{ name: label, growth, pass }];
  } finally {
    await server.stop();
  }
}
