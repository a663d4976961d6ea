import { codecs, type DecodedAudio } from './codecs';
import { UndecodableAudio, type Pcm } from './pcm';
import { decodeWav } from './wav-decoder';

/** The audio formats a sold track's master may have. */
export type MasterFormat = 'wav' | 'flac' | 'mp3';

function pcmOf(decoded: DecodedAudio): Pcm {
  const length = decoded.samplesDecoded;
  if (!length || !decoded.sampleRate || decoded.channelData.length === 0) throw new UndecodableAudio('no sound');
  return {
    channels: decoded.channelData.map((channel) => channel.subarray(0, length)),
    sampleRate: decoded.sampleRate,
  };
}

async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  const decoder = new (codecs().MPEGDecoder)();
  await decoder.ready;
  try {
    return pcmOf(decoder.decode(bytes));
  } finally {
    decoder.free();
  }
}

async function decodeFlac(bytes: Uint8Array): Promise<Pcm> {
  const decoder = new (codecs().FLACDecoder)();
  await decoder.ready;
  try {
    const decoded = await decoder.decode(bytes);
    const rest = await decoder.flush();
    const merged = decoded.channelData.map((channel, c) => {
      const tail = rest.channelData[c]?.subarray(0, rest.samplesDecoded) ?? new Float32Array(0);
      const all = new Float32Array(decoded.samplesDecoded + tail.length);
      all.set(channel.subarray(0, decoded.samplesDecoded));
      all.set(tail, decoded.samplesDecoded);
      return all;
    });
    return pcmOf({ ...decoded, channelData: merged, samplesDecoded: merged[0]?.length ?? 0 });
  } finally {
    decoder.free();
  }
}

/** The sound of a master file; throws UndecodableAudio when the bytes are not that format's sound. */
export async function decodeAudio(bytes: Buffer, format: MasterFormat): Promise<Pcm> {
  try {
    if (format === 'wav') return decodeWav(bytes);
    if (format === 'flac') return await decodeFlac(bytes);
    return await decodeMp3(bytes);
  } catch (error) {
    if (error instanceof UndecodableAudio) throw error;
    throw new UndecodableAudio(error instanceof Error ? error.message : String(error));
  }
}

/** The master format a file name ends with, or null ("a.WAV" → wav). */
export function masterFormatOf(fileName: string): MasterFormat | null {
  const extension = fileName.toLowerCase().split('.').pop();
  return extension === 'wav' || extension === 'flac' || extension === 'mp3' ? extension : null;
}
