/**
 * Generated media for the maintenance tests and the demo data (no downloads): a JPEG with an EXIF GPS position, a
 * minimal MP4 (ftyp + moov/mvhd) and WebM (EBML header + Segment Info) of a given length. The containers carry only
 * what the server reads (type and duration), which is all `storePrivateVideo` needs.
 */
import sharp from 'sharp';

/** A photo of a colour with a text-like stripe, carrying EXIF with a GPS position (the pipeline must strip it). */
export async function photoWithGps(colour = '#3b82f6', size = 640): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colour}"/><rect x="40" y="${size / 2 - 30}" width="${size - 80}" height="60" fill="#ffffff" opacity="0.8"/></svg>`,
  );
  return sharp(stripe)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 41/1 5/1' },
    })
    .toBuffer();
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** A minimal MP4 whose movie header says it plays `seconds` (timescale 1000). */
export function mp4Of(seconds: number, padBytes = 0): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2mp41', 'latin1'),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(0, 0); // version 0, flags
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  const moov = box('moov', box('mvhd', mvhd));
  return Buffer.concat([ftyp, moov, padBytes ? box('mdat', Buffer.alloc(padBytes)) : Buffer.alloc(0)]);
}

const ebml = (id: number[], body: Buffer) => {
  // Sizes as 8-byte vints (0x01 + 7 bytes), always valid.
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, body]);
};

/** A minimal WebM whose Segment Info says it plays `seconds` (TimecodeScale 1 ms). */
export function webmOf(seconds: number): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('webm', 'latin1')));
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), ebml([0x44, 0x89], duration)]),
  );
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
  ]);
  return Buffer.concat([header, segment]);
}
