// (c) A large upload: the server streams it to disk, so its memory (RSS) must not grow with the file's size.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { repoPath } from '../lib/paths.mjs';
import { rssOf, signIn, startBenchServer } from './server.mjs';

/** The head of an MP4 saying one minute, then an `mdat` of `payload` bytes: the server's own (built) helper. */
async function mp4Head(payload) {
  const { mp4Head: head } = await import(pathToFileURL(repoPath('apps/server/dist/demo/mp4.js')).href);
  return head(60, 'isom', payload);
}

const ADMIN_PASSWORD = 'Bench12345';
const MB = 1024 * 1024;
/** Budget: growth of the server's resident memory over its idle size while the upload runs. */
export const MAX_RSS_GROWTH_MB = 100;

/** Sends the `body` bytes of a request (head, `megabytes` of filler, tail) as fast as the server takes them. */
function send(url, { method, headers, head, megabytes, tail }) {
  const chunk = Buffer.alloc(MB, 0x5a);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method,
      headers: { ...headers, 'content-length': head.length + megabytes * MB + tail.length },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d) => (text += d));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: text }));
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

/** The video as one multipart part (`POST /api/files/videos`). */
async function multipartUpload(baseURL, token, megabytes) {
  const boundary = 'backlot-bench';
  const answer = await send(`${baseURL}/api/files/videos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    head: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n`),
      Buffer.from('Content-Type: video/mp4\r\n\r\n'),
      await mp4Head(megabytes * MB),
    ]),
    megabytes,
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  });
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
}

/** The video as a resumable (tus) upload, in PATCHes of TUS_CHUNK_MB as the web app sends it. */
const TUS_CHUNK_MB = 64;
async function resumableUpload(baseURL, token, megabytes) {
  const head = await mp4Head(megabytes * MB);
  const length = head.length + megabytes * MB;
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${baseURL}/api/files/tus`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);
  const url = new URL(created.headers.get('location'), `${baseURL}/api/files/tus/`).href;
  let answer;
  for (let offset = 0, sent = 0; sent < megabytes;) {
    const part = Math.min(TUS_CHUNK_MB, megabytes - sent);
    answer = await send(url, {
      method: 'PATCH',
      headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      head: offset === 0 ? head : Buffer.alloc(0),
      megabytes: part,
      tail: Buffer.alloc(0),
    });
    if (answer.status !== 204 && answer.status !== 200) {
      throw new Error(`tus PATCH answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    }
    sent += part;
    offset = Number(answer.headers['upload-offset']);
  }
  if (answer.status !== 200) throw new Error(`the last tus PATCH answered ${answer.status}, not the file record`);
}

/** Runs `upload` against the server while sampling its RSS; returns the growth over idle in MB and MB/s. */
async function measured(server, upload) {
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 100);
  const started = Date.now();
  await upload().finally(() => clearInterval(sampler));
  return { growth: (peak - idle) / MB, idle: idle / MB, peak: peak / MB, seconds: (Date.now() - started) / 1000 };
}

/** Uploads BENCH_UPLOAD_MB (2048) MiB to the embedded server both ways and reports the growth of its RSS. */
export async function benchUpload() {
  const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 2048);
  console.log(`\nUpload: ${megabytes} MiB video, streamed to the embedded server`);
  const server = await startBenchServer({ adminPassword: ADMIN_PASSWORD });
  try {
    const token = await signIn(server.baseURL, 'admin', ADMIN_PASSWORD);
    const size = megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
    const rows = [];
    for (const [way, upload] of [
      ['multipart', multipartUpload],
      ['resumable', resumableUpload],
    ]) {
      const m = await measured(server, () => upload(server.baseURL, token, megabytes));
      const pass = m.growth < MAX_RSS_GROWTH_MB;
      const name = `${size} ${way} upload: server RSS growth`;
      console.log(
        `  ${name}: ${m.growth.toFixed(1)} MB (idle ${m.idle.toFixed(0)} MB, peak ${m.peak.toFixed(0)} MB), ` +
          `${(megabytes / m.seconds).toFixed(0)} MB/s — ${pass ? 'PASS' : 'FAIL'} (goal < ${MAX_RSS_GROWTH_MB} MB)`,
      );
      rows.push({ name, growth: m.growth, pass });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
