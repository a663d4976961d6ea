import { renderClip } from './video';

interface Box {
  type: string;
  /** The box's payload (after its 8-byte header). */
  body: Buffer;
  start: number;
}

/** The boxes of an MP4 between `from` and `to`, read the way any player reads them. */
function boxes(file: Buffer, from = 0, to = file.length): Box[] {
  const found: Box[] = [];
  for (let at = from; at < to;) {
    const size = file.readUInt32BE(at);
    expect(size).toBeGreaterThanOrEqual(8);
    found.push({ type: file.toString('latin1', at + 4, at + 8), body: file.subarray(at + 8, at + size), start: at });
    at += size;
  }
  return found;
}

function child(parent: Box, type: string, file: Buffer): Box {
  const offset = parent.body.byteOffset - file.byteOffset;
  const box = boxes(file, offset, offset + parent.body.length).find((candidate) => candidate.type === type);
  if (!box) throw new Error(`no ${type} in ${parent.type}`);
  return box;
}

function find(file: Buffer, ...types: string[]): Box {
  let box = boxes(file).find((candidate) => candidate.type === types[0]);
  if (!box) throw new Error(`no ${types[0]}`);
  for (const type of types.slice(1)) box = child(box, type, file);
  return box;
}

/** What a browser learns from the file's index. */
function readIndex(file: Buffer) {
  const mvhd = find(file, 'moov', 'mvhd').body;
  const stbl = ['moov', 'trak', 'mdia', 'minf', 'stbl'];
  const stsd = find(file, ...stbl, 'stsd').body;
  // stsd: version/flags, entry count, then the first sample entry (size, type, 6 reserved, index, 16 predefined, width, height).
  const entry = stsd.subarray(8);
  const stco = find(file, ...stbl, 'stco').body;
  const stsz = find(file, ...stbl, 'stsz').body;
  const ftyp = find(file, 'ftyp').body;
  return {
    order: boxes(file).map((box) => box.type),
    brands: [
      ftyp.toString('latin1', 0, 4),
      ...Array.from({ length: (ftyp.length - 8) / 4 }, (_, i) => ftyp.toString('latin1', 8 + i * 4, 12 + i * 4)),
    ],
    codec: entry.toString('latin1', 4, 8),
    width: entry.readUInt16BE(32),
    height: entry.readUInt16BE(34),
    seconds: mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12),
    samples: stsz.readUInt32BE(8),
    chunkOffsets: Array.from({ length: stco.readUInt32BE(4) }, (_, i) => stco.readUInt32BE(8 + i * 4)),
  };
}

describe('generated video clips', () => {
  let clip: Buffer;
  beforeAll(async () => {
    clip = await renderClip({ seed: 2000, seconds: 2 });
  }, 30_000);

  it('are H.264 in an MP4 of the asked length and size, its index first so playback starts at once', () => {
    const facts = readIndex(clip);
    expect(facts.order).toEqual(['ftyp', 'moov', 'mdat']);
    expect(facts.brands).toContain('isom');
    expect(facts.codec).toBe('avc1');
    expect(facts.width).toBe(320);
    expect(facts.height).toBe(180);
    expect(facts.seconds).toBeCloseTo(2, 1);
    expect(facts.samples).toBe(48); // 24 frames a second
    expect(clip.length).toBeLessThan(2 * 80_000); // under 80 kB a second
  });

  it('point the index at the pictures inside the media data', () => {
    const facts = readIndex(clip);
    const mdat = boxes(clip).find((box) => box.type === 'mdat')!;
    expect(facts.chunkOffsets.length).toBeGreaterThan(0);
    for (const offset of facts.chunkOffsets) {
      expect(offset).toBeGreaterThan(mdat.start);
      expect(offset).toBeLessThan(mdat.start + 8 + mdat.body.length);
      // A length-prefixed NAL unit: an IDR slice (0x65) or a P slice (0x61).
      expect([0x65, 0x61]).toContain(clip[offset + 4]);
      expect(clip.readUInt32BE(offset)).toBeLessThan(mdat.body.length);
    }
    expect(clip[facts.chunkOffsets[0] + 4]).toBe(0x65);
  });

  it('are the same file for the same seed and differ from seed to seed, in any even size', async () => {
    expect((await renderClip({ seed: 2000, seconds: 2 })).equals(clip)).toBe(true);
    const other = await renderClip({ seed: 2001, seconds: 1, width: 160, height: 90 });
    expect(other.equals(clip)).toBe(false);
    expect(readIndex(other)).toMatchObject({ width: 160, height: 90, samples: 24 });
    await expect(renderClip({ seed: 1, seconds: 1, width: 321, height: 180 })).rejects.toThrow('even');
  }, 30_000);
});
