import { UndecodableAudio, type Pcm } from './pcm';

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

interface WavFormat {
  encoding: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function readSample(bytes: Buffer, offset: number, format: WavFormat): number {
  if (format.encoding === IEEE_FLOAT) {
    return format.bitsPerSample === 64 ? bytes.readDoubleLE(offset) : bytes.readFloatLE(offset);
  }
  switch (format.bitsPerSample) {
    case 8:
      return (bytes[offset] - 128) / 128;
    case 16:
      return bytes.readInt16LE(offset) / 32768;
    case 24:
      return bytes.readIntLE(offset, 3) / 8388608;
    default:
      return bytes.readInt32LE(offset) / 2147483648;
  }
}

/** The samples of a RIFF/WAVE file of integer PCM (8–32 bits) or floats; throws UndecodableAudio otherwise. */
export function decodeWav(bytes: Buffer): Pcm {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new UndecodableAudio('not a RIFF/WAVE file');
  }
  let format: WavFormat | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      const tag = bytes.readUInt16LE(body);
      format = {
        encoding: tag === EXTENSIBLE && size >= 26 ? bytes.readUInt16LE(body + 24) : tag,
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new UndecodableAudio('data before its format');
      return samplesOf(bytes.subarray(body, Math.min(bytes.length, body + size)), format);
    }
    offset = body + size + (size % 2);
  }
  throw new UndecodableAudio('no sound data');
}

function samplesOf(data: Buffer, format: WavFormat): Pcm {
  const { encoding, channels: count, sampleRate, bitsPerSample } = format;
  const integer = encoding === PCM && [8, 16, 24, 32].includes(bitsPerSample);
  const float = encoding === IEEE_FLOAT && [32, 64].includes(bitsPerSample);
  if ((!integer && !float) || count < 1 || count > 8 || sampleRate < 1000 || sampleRate > 384000) {
    throw new UndecodableAudio('unsupported WAV encoding');
  }
  const width = bitsPerSample / 8;
  const frames = Math.floor(data.length / (width * count));
  if (frames === 0) throw new UndecodableAudio('no sound data');
  const channels = Array.from({ length: count }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i += 1) {
    for (let c = 0; c < count; c += 1) channels[c][i] = readSample(data, (i * count + c) * width, format);
  }
  return { channels, sampleRate };
}
