/**
 * A video's duration from its container's header, reading a few small ranges of the stored file (never the
 * whole of it): MP4 and QuickTime keep it in `moov/mvhd` (timescale and duration), WebM in the Segment's Info
 * (TimecodeScale and Duration). No duration when the container does not say, or says nonsense.
 */
import { readBytes, type Storage } from '../../platform/storage/storage.js';

/** Top-level boxes walked before giving up (a real file has a handful). */
const MAX_BOXES = 64;
/** `moov` is read whole only up to this size; `mvhd` is its first child in practice. */
const MAX_MOOV_READ = 1024 * 1024;
/** WebM's Info comes right after the EBML header and the Segment's start. */
const WEBM_HEAD = 64 * 1024;

type Box = { type: string; start: number; headerSize: number; size: number };

/** The box header at `offset` of `head`, or undefined when it is cut short or malformed. */
function boxAt(head: Buffer, offset: number, limit: number): Box | undefined {
  if (offset + 8 > head.length) return undefined;
  let size = head.readUInt32BE(offset);
  const type = head.toString('latin1', offset + 4, offset + 8);
  let headerSize = 8;
  if (size === 1) {
    if (offset + 16 > head.length) return undefined;
    size = Number(head.readBigUInt64BE(offset + 8));
    headerSize = 16;
  } else if (size === 0) size = limit - offset;
  return size < headerSize ? undefined : { type, start: offset, headerSize, size };
}

function mvhdSeconds(mvhd: Buffer): number | undefined {
  const version = mvhd[0];
  if (version === 1 && mvhd.length >= 32) return Number(mvhd.readBigUInt64BE(24)) / mvhd.readUInt32BE(20);
  if (version === 0 && mvhd.length >= 20) return mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12);
  return undefined;
}

async function mp4Duration(storage: Storage, key: string, fileSize: number) {
  let offset = 0;
  for (let i = 0; i < MAX_BOXES && offset < fileSize; i++) {
    const header = await readBytes(storage, key, offset, 16);
    const box = boxAt(header, 0, fileSize - offset);
    if (!box) return undefined;
    if (box.type === 'moov') {
      const moov = await readBytes(storage, key, offset + box.headerSize, Math.min(box.size, MAX_MOOV_READ));
      for (let inner = 0; inner < moov.length;) {
        const child = boxAt(moov, inner, moov.length);
        if (!child) return undefined;
        if (child.type === 'mvhd') return mvhdSeconds(moov.subarray(inner + child.headerSize, inner + child.size));
        inner += child.size;
      }
      return undefined;
    }
    offset += box.size;
  }
  return undefined;
}

/** An EBML variable-length integer at `offset`: its value (marker removed unless `keepMarker`) and length. */
function vint(buf: Buffer, offset: number, keepMarker = false) {
  const first = buf[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[offset + i]!;
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value, length, unknown };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

function webmSecondsIn(head: Buffer) {
  let scale = 1_000_000;
  let duration: number | undefined;
  let offset = 0;
  let end = head.length;
  while (offset < end) {
    const id = vint(head, offset, true);
    const size = id && vint(head, offset + id.length);
    if (!id || !size) break;
    const body = offset + id.length + size.length;
    if (id.value === SEGMENT || id.value === INFO) {
      // Step into the container; Info ends where its size says.
      if (id.value === INFO && !size.unknown) end = Math.min(head.length, body + size.value);
      offset = body;
      continue;
    }
    if (id.value === TIMECODE_SCALE && size.value <= 8) scale = head.readUIntBE(body, Math.min(size.value, 6));
    if (id.value === DURATION && (size.value === 4 || size.value === 8) && body + size.value <= head.length) {
      duration = size.value === 4 ? head.readFloatBE(body) : head.readDoubleBE(body);
    }
    if (size.unknown) break;
    offset = body + size.value;
  }
  return duration === undefined ? undefined : (duration * scale) / 1e9;
}

async function webmDuration(storage: Storage, key: string) {
  const head = await readBytes(storage, key, 0, WEBM_HEAD);
  const header = vint(head, 0, true);
  if (header?.value !== EBML_HEADER) return undefined;
  return webmSecondsIn(head);
}

/** Seconds, rounded to milliseconds, or null when the header does not tell. */
export async function videoDuration(storage: Storage, key: string, mime: string, size: number) {
  const seconds = mime === 'video/webm' ? await webmDuration(storage, key) : await mp4Duration(storage, key, size);
  return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) / 1000 : null;
}
