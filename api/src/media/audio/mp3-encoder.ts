import { codecs } from './codecs';
import { lengthOf, resample, toStereoAtMost, UndecodableAudio, type Pcm } from './pcm';

/** Sample rates of MPEG-1 Layer III (every bit rate up to 320 kbps). */
const MPEG1_RATES = [32000, 44100, 48000];
/** MPEG-2 rates, for bit rates up to 160 kbps. */
const MPEG2_RATES = [16000, 22050, 24000];
const FRAMES_PER_CHUNK = 1152 * 32;

const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function toInt16(samples: Float32Array, from: number, to: number): Int16Array {
  const out = new Int16Array(to - from);
  for (let i = from; i < to; i += 1) {
    const value = Math.max(-1, Math.min(1, samples[i]));
    out[i - from] = value < 0 ? value * 32768 : value * 32767;
  }
  return out;
}

/**
 * Encodes sound as a constant-bit-rate MP3 with LAME (lamejs). Works chunk by chunk and lets other
 * requests run between chunks, so a long track does not stall the server.
 */
export async function encodeMp3(source: Pcm, kbps: 128 | 320): Promise<Buffer> {
  if (lengthOf(source) === 0) throw new UndecodableAudio('no sound');
  const rates = kbps > 160 ? MPEG1_RATES : [...MPEG1_RATES, ...MPEG2_RATES];
  const pcm = resample(toStereoAtMost(source), rates.includes(source.sampleRate) ? source.sampleRate : 44100);
  const [left, right] = pcm.channels;
  const encoder = new (codecs().Mp3Encoder)(pcm.channels.length, pcm.sampleRate, kbps);
  const parts: Buffer[] = [];
  for (let from = 0; from < left.length; from += FRAMES_PER_CHUNK) {
    const to = Math.min(left.length, from + FRAMES_PER_CHUNK);
    const frame = right
      ? encoder.encodeBuffer(toInt16(left, from, to), toInt16(right, from, to))
      : encoder.encodeBuffer(toInt16(left, from, to));
    parts.push(Buffer.from(frame));
    await yieldToOtherRequests();
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}
