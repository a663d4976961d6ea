/**
 * Loudness as RMS level in dBFS (0 dBFS: a full-scale square wave). The demo music is normalised by its
 * peak, so a denser piece sounds louder at the same peak: a spot is brought to the music's RMS level
 * instead, so that it plays neither louder nor softer than the tracks around it.
 */

/** The demo tracks' median RMS level (their generator's band style gives −19 to −14.6 dBFS). */
export const DEMO_MUSIC_DBFS = -17.5;

/** Highest sample a gain may reach: the headroom kept when a quiet spot is raised. */
const PEAK_LIMIT = 0.95;

export function rmsDbfs(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length === 0 || sum === 0 ? -Infinity : 10 * Math.log10(sum / samples.length);
}

/** The samples at `targetDbfs` RMS, lowered rather than clipped when the peak would pass PEAK_LIMIT. */
export function atLoudness(samples: Float32Array, targetDbfs = DEMO_MUSIC_DBFS): Float32Array {
  const level = rmsDbfs(samples);
  if (!Number.isFinite(level)) return samples;
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const gain = Math.min(10 ** ((targetDbfs - level) / 20), PEAK_LIMIT / peak);
  return samples.map((sample) => sample * gain);
}
