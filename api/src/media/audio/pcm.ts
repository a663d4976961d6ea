/** Decoded sound: one array of samples in [-1, 1] per channel, all of the same length. */
export interface Pcm {
  channels: Float32Array[];
  sampleRate: number;
}

/** The bytes are not sound of the format they claim. */
export class UndecodableAudio extends Error {}

export function lengthOf(pcm: Pcm): number {
  return pcm.channels[0]?.length ?? 0;
}

/** Linear interpolation to another sample rate: enough for a listening copy. */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const length = Math.floor(lengthOf(pcm) / ratio);
  const channels = pcm.channels.map((source) => {
    const out = new Float32Array(length);
    for (let i = 0; i < length; i += 1) {
      const at = i * ratio;
      const before = Math.floor(at);
      const after = Math.min(before + 1, source.length - 1);
      out[i] = source[before] + (source[after] - source[before]) * (at - before);
    }
    return out;
  });
  return { channels, sampleRate };
}

/** At most two channels: more are folded into left and right. */
export function toStereoAtMost(pcm: Pcm): Pcm {
  if (pcm.channels.length <= 2) return pcm;
  const length = lengthOf(pcm);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  pcm.channels.forEach((channel, c) => {
    const target = c % 2 === 0 ? left : right;
    for (let i = 0; i < length; i += 1) target[i] += channel[i];
  });
  const scale = 2 / pcm.channels.length;
  for (let i = 0; i < length; i += 1) {
    left[i] *= scale;
    right[i] *= scale;
  }
  return { channels: [left, right], sampleRate: pcm.sampleRate };
}
