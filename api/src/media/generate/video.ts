import { PNG } from 'pngjs';
import { renderArtwork } from './artwork';
import { webReadyMp4 } from './mp4-layout';
import { seededRandom } from './random';

/**
 * A short silent video clip for demo content: the camera glides across the seed's artwork (the
 * same picture as a thumbnail of that seed) while equaliser bars dance over it, encoded as H.264
 * in an MP4 that starts playing before it is fully downloaded. Each seed gives a different picture
 * and movement; the same seed gives the same file.
 */

export interface ClipOptions {
  seed: number;
  seconds: number;
  /** Even numbers (chroma is stored for 2×2 blocks). Default 320 × 180: a clip card's size, and quick to encode. */
  width?: number;
  height?: number;
  frameRate?: number;
}

/** How much larger than the frame the artwork is drawn, so the camera has room to move. */
const OVERSCAN = 1.3;
const BARS = 14;

/**
 * An image as I420 planes of BT.601 limited-range YCbCr (what the encoder takes and browsers
 * assume): full-size luma, and chroma at half the width and height.
 */
interface Planes {
  width: number;
  height: number;
  planes: [Uint8Array, Uint8Array, Uint8Array];
}

/** Converts an RGBA image of even width and height, averaging chroma over each 2×2 block. */
function toPlanes(png: PNG): Planes {
  const { width, height, data } = png;
  const luma = new Uint8Array(width * height);
  const blue = new Uint8Array((width * height) / 4);
  const red = new Uint8Array((width * height) / 4);
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let u = 0;
      let v = 0;
      for (const at of [y * width + x, y * width + x + 1, (y + 1) * width + x, (y + 1) * width + x + 1]) {
        const r = data[at * 4];
        const g = data[at * 4 + 1];
        const b = data[at * 4 + 2];
        luma[at] = ((66 * r + 129 * g + 25 * b) >> 8) + 16;
        u += -38 * r - 74 * g + 112 * b;
        v += 112 * r - 94 * g - 18 * b;
      }
      const block = (y / 2) * (width / 2) + x / 2;
      blue[block] = (u >> 10) + 128;
      red[block] = (v >> 10) + 128;
    }
  }
  return { width, height, planes: [luma, blue, red] };
}

interface Camera {
  /** Where the view's top-left corner goes, as a share of the room left, from start to end. */
  from: [number, number];
  to: [number, number];
}

const ease = (t: number) => t * t * (3 - 2 * t);

/**
 * Draws into the I420 `frame` the part of the artwork the camera sees at `progress` (0 → 1). The
 * camera glides by whole pixels (chroma by two), so each frame is a copy of rows and the encoder
 * finds the movement exactly: fast to draw, fast to encode, small to store.
 */
function drawView(frame: Uint8Array, width: number, height: number, art: Planes, camera: Camera, progress: number) {
  const p = ease(progress);
  const left = Math.round(((art.width - width) * (camera.from[0] + (camera.to[0] - camera.from[0]) * p)) / 2) * 2;
  const top = Math.round(((art.height - height) * (camera.from[1] + (camera.to[1] - camera.from[1]) * p)) / 2) * 2;
  const lumaSize = width * height;
  const chromaWidth = width / 2;
  const chromaSize = lumaSize / 4;
  for (let y = 0; y < height; y += 1) {
    const from = (top + y) * art.width + left;
    frame.set(art.planes[0].subarray(from, from + width), y * width);
  }
  for (const k of [1, 2]) {
    const plane = art.planes[k];
    const offset = lumaSize + (k - 1) * chromaSize;
    for (let y = 0; y < height / 2; y += 1) {
      const from = (top / 2 + y) * (art.width / 2) + left / 2;
      frame.set(plane.subarray(from, from + chromaWidth), offset + y * chromaWidth);
    }
  }
}

interface Bar {
  speed: number;
  phase: number;
}

/** Lightens the frame under each equaliser bar, whose height follows a beat and its own wobble. */
function drawBars(frame: Uint8Array, width: number, height: number, bars: readonly Bar[], beat: number, time: number) {
  const slot = width / (bars.length + 2);
  const barWidth = Math.max(2, Math.floor(slot * 0.6)) & ~1;
  const pulse = Math.exp(-4 * ((time * beat) % 1));
  const lumaSize = width * height;
  const chromaWidth = width / 2;
  for (const [index, bar] of bars.entries()) {
    const level = 0.15 + 0.45 * Math.abs(Math.sin(time * bar.speed + bar.phase)) + 0.25 * pulse;
    const barHeight = Math.round(height * 0.45 * Math.min(1, level)) & ~1;
    const x0 = Math.round(slot * (index + 1.2)) & ~1;
    const y1 = (height - 8) & ~1;
    for (let y = y1 - barHeight; y < y1; y += 1) {
      for (let x = x0; x < x0 + barWidth; x += 1) frame[y * width + x] += (235 - frame[y * width + x]) * 0.55;
    }
    // Towards grey in the chroma planes, so the bars read as white light over any colour.
    for (let y = (y1 - barHeight) / 2; y < y1 / 2; y += 1) {
      for (let x = x0 / 2; x < (x0 + barWidth) / 2; x += 1) {
        for (const plane of [lumaSize, lumaSize * 1.25]) {
          const at = plane + y * chromaWidth + x;
          frame[at] += (128 - frame[at]) * 0.55;
        }
      }
    }
  }
}

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * Loads the encoder (WebAssembly) on first use. Its Emscripten runtime, when loaded, makes any
 * unhandled error or rejection anywhere in the process rethrow or abort through its own listeners:
 * they are removed so the API keeps Node's usual handling.
 */
async function loadEncoder() {
  const events: NodeJS.EventEmitter = process;
  const before = PROCESS_EVENTS.map((event) => events.listeners(event));
  // A CommonJS package: under plain Node its functions come as the default export.
  const encoderModule = await import('h264-mp4-encoder').then((m) =>
    'createH264MP4Encoder' in m ? m : (m as unknown as { default: typeof m }).default,
  );
  PROCESS_EVENTS.forEach((event, i) => {
    for (const listener of events.listeners(event)) {
      if (!before[i].includes(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  });
  return encoderModule;
}

/** Clips encoded so far in this process: each gets its own file in the encoder's shared file system. */
let encoded = 0;

/** Encodes the clip: at 320 × 180, about 50 ms of work per second of video. */
export async function renderClip(options: ClipOptions): Promise<Buffer> {
  const { seed, seconds, width = 320, height = 180, frameRate = 24 } = options;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('A clip needs an even width and height');
  const random = seededRandom(seed * 7919 + 11);
  const even = (size: number) => Math.ceil((size * OVERSCAN) / 2) * 2;
  const art = toPlanes(PNG.sync.read(renderArtwork({ seed, width: even(width), height: even(height) })));
  // From near one edge to near the other, on both axes, in a direction of the seed's choosing.
  const start = () => (random() < 0.5 ? random() * 0.25 : 1 - random() * 0.25);
  const from: [number, number] = [start(), start()];
  const camera: Camera = { from, to: [1 - from[0], 1 - from[1]] };
  const bars = Array.from({ length: BARS }, () => ({ speed: 1.5 + random() * 4, phase: random() * Math.PI * 2 }));
  const beat = 1.6 + random() * 0.8; // 96 to 144 beats a minute

  const { createH264MP4Encoder } = await loadEncoder();
  const encoder = await createH264MP4Encoder();
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = frameRate;
  encoder.speed = 10;
  encoder.quantizationParameter = 32;
  encoder.groupOfPictures = frameRate * 2; // a keyframe every 2 s, where seeking lands
  encoded += 1;
  encoder.outputFilename = `clip-${encoded}.mp4`;
  try {
    encoder.initialize();
    const frame = new Uint8Array((width * height * 3) / 2);
    const count = Math.round(seconds * frameRate);
    for (let i = 0; i < count; i += 1) {
      drawView(frame, width, height, art, camera, i / Math.max(1, count - 1));
      drawBars(frame, width, height, bars, beat, i / frameRate);
      encoder.addFrameYuv(frame);
    }
    encoder.finalize();
    const file = Buffer.from(encoder.FS.readFile(encoder.outputFilename));
    encoder.FS.unlink(encoder.outputFilename);
    return webReadyMp4(file);
  } finally {
    encoder.delete();
  }
}
