import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { renderClip } from '../../media/generate/video';
import { encodeWav } from '../../media/generate/wav';

/** Folders (under uploads) that only hold generated demo media; a reset empties them. */
export const DEMO_MEDIA_FOLDERS = [
  'images/demo',
  'audio/demo',
  'images/banners/demo',
  'articles/demo',
  'partners/demo',
  'videos/demo',
];

/**
 * Produces demo media paths and, when enabled, the files behind them: PNG artwork, WAV music and
 * MP4 video clips. The artwork's smaller copies (AVIF, WebP) are made by the API once it runs
 * (`backfillImageVariants`), so a seed stays quick.
 * With files disabled (fast tests) the paths are still returned, so rows look the same.
 */
export class DemoMediaWriter {
  written = 0;

  constructor(
    private readonly uploadsDir: string,
    private readonly enabled: boolean,
  ) {}

  private save(relative: string, contents: Buffer): void {
    const file = path.join(this.uploadsDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
    this.written += 1;
  }

  private write(relative: string, contents: () => Buffer): string {
    if (this.enabled) this.save(relative, contents());
    return relative;
  }

  image(relative: string, seed: number, width: number, height: number): string {
    return this.write(relative, () => renderArtwork({ seed, width, height }));
  }

  music(relative: string, seed: number, seconds: number, style: 'band' | 'ambient' | 'jingle' = 'band'): string {
    return this.write(relative, () => {
      const { samples, sampleRate } = composeTune({ seed, seconds, style });
      return encodeWav(samples, sampleRate);
    });
  }

  /** A silent clip animating the artwork of `seed` (the same seed as its thumbnail gives the same picture). */
  async video(relative: string, seed: number, seconds: number): Promise<string> {
    if (this.enabled) this.save(relative, await renderClip({ seed, seconds }));
    return relative;
  }

  static removeAll(uploadsDir: string): void {
    for (const folder of DEMO_MEDIA_FOLDERS) rmSync(path.join(uploadsDir, folder), { recursive: true, force: true });
  }
}
