import { pick, seededRandom } from './random';

/**
 * Composes a short piece of music: a chord progression with a bass line, arpeggiated or sustained
 * chords, a melody drawn from the key's scale and, for most styles, a drum pattern. Each seed gives a
 * different key, scale, tempo, progression and melody.
 */

export interface TuneOptions {
  seed: number;
  /** Seconds (whole bars are generated, then the sound is cut to this length with a fade). */
  seconds: number;
  sampleRate?: number;
  style?: 'band' | 'ambient' | 'jingle';
}

const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
} as const;

/** Progressions as scale degrees (0-based). */
const PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 3],
  [1, 4, 0, 0],
  [0, 6, 5, 4],
] as const;

type Wave = (phase: number) => number;
const sine: Wave = (p) => Math.sin(2 * Math.PI * p);
const triangle: Wave = (p) => 1 - 4 * Math.abs((p % 1) - 0.5);
const softSquare: Wave = (p) => Math.tanh(3 * Math.sin(2 * Math.PI * p));
const saw: Wave = (p) => 2 * (p % 1) - 1;
const WAVES = [sine, triangle, softSquare, saw] as const;

function frequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Adds one note to the buffer with an attack/decay envelope. */
function addNote(
  out: Float32Array,
  sampleRate: number,
  start: number,
  length: number,
  midi: number,
  gain: number,
  wave: Wave,
  decay: number,
): void {
  const from = Math.floor(start * sampleRate);
  const count = Math.min(Math.floor(length * sampleRate), out.length - from);
  const step = frequency(midi) / sampleRate;
  const attack = Math.max(1, Math.min(0.01 * sampleRate, count / 4));
  const fall = Math.exp(-decay / sampleRate);
  const releaseFrom = Math.floor(count * 0.8);
  let envelope = gain;
  let phase = 0;
  for (let i = 0; i < count; i += 1) {
    const ramp = i < attack ? i / attack : i > releaseFrom ? (count - i) / (count - releaseFrom) : 1;
    out[from + i] += envelope * ramp * wave(phase);
    envelope *= fall;
    phase += step;
    if (phase >= 1) phase -= 1;
  }
}

function addKick(out: Float32Array, sampleRate: number, start: number, gain: number): void {
  const from = Math.floor(start * sampleRate);
  const count = Math.floor(0.25 * sampleRate);
  let phase = 0;
  for (let i = 0; i < count && from + i < out.length; i += 1) {
    const t = i / sampleRate;
    phase += (50 + 110 * Math.exp(-t * 30)) / sampleRate;
    out[from + i] += gain * Math.exp(-t * 12) * Math.sin(2 * Math.PI * phase);
  }
}

function addHat(out: Float32Array, sampleRate: number, start: number, gain: number, random: () => number): void {
  const from = Math.floor(start * sampleRate);
  const count = Math.floor(0.05 * sampleRate);
  let previous = 0;
  for (let i = 0; i < count && from + i < out.length; i += 1) {
    const noise = random() * 2 - 1;
    const high = noise - previous; // crude high-pass
    previous = noise;
    out[from + i] += gain * Math.exp(-(i / sampleRate) * 60) * high;
  }
}

export function composeTune(options: TuneOptions): { samples: Float32Array; sampleRate: number } {
  const sampleRate = options.sampleRate ?? 16000;
  const random = seededRandom(options.seed * 7919 + 17);
  const style = options.style ?? 'band';
  const scaleName = pick(random, Object.keys(SCALES) as Array<keyof typeof SCALES>);
  const scale = SCALES[scaleName];
  const root = 48 + Math.floor(random() * 12); // C3..B3
  const bpm = style === 'ambient' ? 66 + Math.floor(random() * 20) : 84 + Math.floor(random() * 56);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const progression = pick(random, PROGRESSIONS);
  const leadWave = pick(random, WAVES);
  const padWave = style === 'ambient' ? sine : pick(random, [sine, triangle] as const);
  const arpeggiate = style !== 'ambient' && random() < 0.6;
  const drums = style === 'band' && random() < 0.85;
  const swing = random() < 0.3 ? 0.08 : 0;

  const bars = Math.ceil(options.seconds / bar) + 1;
  const total = Math.ceil(options.seconds * sampleRate);
  const out = new Float32Array(Math.ceil(bars * bar * sampleRate) + sampleRate);

  const degreeToMidi = (degree: number, octave: number) => {
    const index = ((degree % 7) + 7) % 7;
    const lift = Math.floor(degree / 7);
    return root + scale[index] + 12 * (octave + lift);
  };

  // A two-bar melodic motif, repeated with variation so it sounds like a tune rather than noise.
  const motif: Array<{ step: number; degree: number; length: number }> = [];
  let step = 0;
  let degree = Math.floor(random() * 5);
  while (step < 16) {
    const length = pick(random, [1, 1, 2, 2, 3, 4] as const);
    degree = Math.max(0, Math.min(9, degree + pick(random, [-2, -1, -1, 1, 1, 2, 0, 3] as const)));
    if (random() > 0.15) motif.push({ step, degree, length: Math.min(length, 16 - step) });
    step += length;
  }

  for (let b = 0; b < bars; b += 1) {
    const chordDegree = progression[b % progression.length];
    const barStart = b * bar;
    // Bass: root of the chord on beats 1 and 3.
    for (const beatIndex of [0, 2]) {
      addNote(
        out,
        sampleRate,
        barStart + beatIndex * beat,
        beat * 1.8,
        degreeToMidi(chordDegree, -1),
        0.28,
        triangle,
        2,
      );
    }
    // Chord: sustained pad or eighth-note arpeggio.
    const chord = [0, 2, 4].map((offset) => degreeToMidi(chordDegree + offset, 0));
    if (arpeggiate) {
      for (let i = 0; i < 8; i += 1) {
        const at = barStart + (i * beat) / 2 + (i % 2 === 1 ? swing * beat : 0);
        addNote(out, sampleRate, at, beat / 2, chord[i % 3] + (i >= 4 ? 12 : 0), 0.07, padWave, 5);
      }
    } else {
      for (const midi of chord) addNote(out, sampleRate, barStart, bar, midi, 0.06, padWave, 0.6);
    }
    // Melody: the motif over two bars, shifted on the second pass.
    const half = b % 2;
    const shift = b % 4 >= 2 ? pick(random, [0, 0, 2, -1] as const) : 0;
    for (const note of motif) {
      if (Math.floor(note.step / 8) !== half) continue;
      const at = barStart + ((note.step % 8) * beat) / 2;
      addNote(out, sampleRate, at, (note.length * beat) / 2, degreeToMidi(note.degree + shift, 1), 0.16, leadWave, 2.5);
    }
    if (drums) {
      for (let i = 0; i < 4; i += 1) {
        if (i === 0 || i === 2 || random() < 0.15) addKick(out, sampleRate, barStart + i * beat, 0.45);
        addHat(out, sampleRate, barStart + i * beat + beat / 2, 0.12, random);
        if (i === 1 || i === 3) addHat(out, sampleRate, barStart + i * beat, 0.2, random);
      }
    }
  }

  // Normalise, cut to length, fade in and out.
  const samples = out.subarray(0, total);
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) peak = Math.max(peak, Math.abs(samples[i]));
  const scaleBy = peak > 0 ? 0.85 / peak : 1;
  const fade = Math.floor(0.3 * sampleRate);
  const result = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const edge = Math.min(1, i / (0.02 * sampleRate), (samples.length - i) / fade);
    result[i] = samples[i] * scaleBy * edge;
  }
  return { samples: result, sampleRate };
}
