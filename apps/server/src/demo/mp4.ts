/**
 * The head of an MP4 or QuickTime file, with no dependencies: enough for the server to take it as a video and
 * read its length. Used by the demo's masters, the tests' files and the upload benchmark (from `dist`).
 */
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** The start of an MP4 (`isom`) or QuickTime (`qt  `) file saying `seconds`; `mdat` of `payload` bytes follows. */
export function mp4Head(seconds: number, brand = 'isom', payload = 1024) {
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`, 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(600, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 600), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payload);
  mdatHeader.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), mdatHeader]);
}
