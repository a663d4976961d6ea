import { PNG } from 'pngjs';
import { pick, seededRandom } from './random';

/**
 * Generated artwork for demo content: a two-colour gradient with one of several patterns
 * (rings, stripes, grid of dots, waves, sun, bars), different for every seed.
 */

export interface ArtworkOptions {
  seed: number;
  width: number;
  height: number;
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const PATTERNS = ['rings', 'stripes', 'dots', 'waves', 'sun', 'bars'] as const;
type Pattern = (typeof PATTERNS)[number];

/** How strongly the accent colour shows at (u, v) in [0,1]², for a pattern. */
function patternValue(pattern: Pattern, u: number, v: number, k: number, aspect: number): number {
  const x = u * aspect;
  switch (pattern) {
    case 'rings': {
      const d = Math.hypot(x - 0.5 * aspect, v - 0.5);
      return Math.sin(d * k * 6) > 0.3 ? 1 : 0;
    }
    case 'stripes':
      return Math.sin((x + v) * k * 4) > 0 ? 1 : 0;
    case 'dots': {
      const cx = (x * k) % 1;
      const cy = (v * k) % 1;
      return Math.hypot(cx - 0.5, cy - 0.5) < 0.28 ? 1 : 0;
    }
    case 'waves':
      return v > 0.5 + 0.12 * Math.sin(x * k * 2.5) ? 1 : Math.abs(v - 0.3 - 0.08 * Math.cos(x * k * 3)) < 0.03 ? 1 : 0;
    case 'sun': {
      const d = Math.hypot(x - 0.5 * aspect, v - 0.62);
      if (d < 0.22) return 1;
      return v > 0.62 && Math.sin(v * 90) > 0.2 ? 0.6 : 0;
    }
    case 'bars': {
      const column = Math.floor(x * k * 2);
      const height = 0.25 + 0.6 * Math.abs(Math.sin(column * 1.7 + k));
      return 1 - v < height && (x * k * 2) % 1 < 0.7 ? 1 : 0;
    }
  }
}

export function renderArtwork(options: ArtworkOptions): Buffer {
  const { width, height } = options;
  const random = seededRandom(options.seed * 104729 + 3);
  const hue = random() * 360;
  const start = hsl(hue, 0.55 + random() * 0.35, 0.25 + random() * 0.2);
  const end = hsl((hue + 40 + random() * 120) % 360, 0.5 + random() * 0.4, 0.12 + random() * 0.2);
  const accent = hsl((hue + 150 + random() * 60) % 360, 0.7 + random() * 0.3, 0.55 + random() * 0.15);
  const pattern = pick(random, PATTERNS);
  const k = 3 + Math.floor(random() * 6);
  const angle = random() * Math.PI * 2;
  const aspect = width / height;

  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: false });
  // pngjs keeps RGBA in memory even when writing RGB.
  const data = png.data;
  for (let y = 0; y < height; y += 1) {
    const v = y / (height - 1 || 1);
    for (let x = 0; x < width; x += 1) {
      const u = x / (width - 1 || 1);
      const t = Math.min(1, Math.max(0, 0.5 + ((u - 0.5) * Math.cos(angle) + (v - 0.5) * Math.sin(angle))));
      const base = mix(start, end, t);
      const amount = patternValue(pattern, u, v, k, aspect) * 0.55;
      const colour = mix(base, accent, amount);
      const offset = (y * width + x) * 4;
      data[offset] = colour[0];
      data[offset + 1] = colour[1];
      data[offset + 2] = colour[2];
      data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 6 });
}
