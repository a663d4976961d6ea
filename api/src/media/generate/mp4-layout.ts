/**
 * Rewrites an MP4 for the web: its index (`moov`) before its media data (`mdat`), so a browser can
 * start playing before the whole file has arrived ("faststart"), and its creation and modification
 * times cleared, so the same frames always give the same bytes.
 */

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where the box's payload starts (after its size and type, and a 64-bit size when there is one). */
  body: number;
}

/** Boxes that only hold other boxes, on the way from `moov` down to the chunk offsets. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf']);
/** Full boxes whose first fields are a creation and a modification time. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

function readBoxes(file: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) throw new Error(`Malformed MP4 box ${type} at ${at}`);
    boxes.push({ type, start: at, size, body });
    at += size;
  }
  return boxes;
}

/** Shifts chunk offsets by `shift` and clears the times, in place, in a copy of `moov`. */
function adjustIndex(moov: Buffer, from: number, to: number, shift: number): void {
  for (const box of readBoxes(moov, from, to)) {
    const end = box.start + box.size;
    if (CONTAINERS.has(box.type)) {
      adjustIndex(moov, box.body, end, shift);
    } else if (box.type === 'stco') {
      const count = moov.readUInt32BE(box.body + 4);
      for (let i = 0; i < count; i += 1) {
        const at = box.body + 8 + i * 4;
        moov.writeUInt32BE(moov.readUInt32BE(at) + shift, at);
      }
    } else if (box.type === 'co64') {
      const count = moov.readUInt32BE(box.body + 4);
      for (let i = 0; i < count; i += 1) {
        const at = box.body + 8 + i * 8;
        moov.writeBigUInt64BE(moov.readBigUInt64BE(at) + BigInt(shift), at);
      }
    } else if (TIMED.has(box.type)) {
      const version = moov.readUInt8(box.body);
      moov.fill(0, box.body + 4, box.body + 4 + (version === 1 ? 16 : 8));
    }
  }
}

/** The same movie as `ftyp`, `moov`, `mdat` (padding boxes dropped), with its times cleared. */
export function webReadyMp4(file: Buffer): Buffer {
  const top = readBoxes(file, 0, file.length);
  const find = (type: string) => {
    const box = top.find((candidate) => candidate.type === type);
    if (!box) throw new Error(`MP4 without ${type}`);
    return box;
  };
  const ftyp = find('ftyp');
  const moovBox = find('moov');
  const mdat = find('mdat');
  const moov = Buffer.from(file.subarray(moovBox.start, moovBox.start + moovBox.size));
  const shift = ftyp.size + moov.length - mdat.start;
  adjustIndex(moov, moovBox.body - moovBox.start, moov.length, shift);
  return Buffer.concat([
    file.subarray(ftyp.start, ftyp.start + ftyp.size),
    moov,
    file.subarray(mdat.start, mdat.start + mdat.size),
  ]);
}
