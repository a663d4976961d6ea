import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * What this process holds: its heap and buffers once the garbage is collected and the buffers' memory
 * handed back (V8 frees it a little after a collection).
 */
async function heldBytes(): Promise<number> {
  collect();
  await sleep(50);
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** Bytes of every file under `folder`. */
export function bytesUnder(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      total += statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}

export interface PutFigures {
  /** Most bytes taken from the body and not yet in the storage's folder at any moment: what the put held. */
  inFlight: number;
  /** How much the resident memory of the process grew at most (garbage not yet collected included). */
  rss: number;
}

/**
 * Runs a put while sampling, every few milliseconds, how far its body was read (`given`) ahead of what
 * reached the folder where the storage keeps files (`landed`). Counting bytes rather than the heap
 * leaves out the garbage a heap figure shows until V8 gets round to it.
 */
export async function watchPut<T>(
  put: () => Promise<T>,
  flow: { given: () => number; landed: () => number },
): Promise<{ result: T; figures: PutFigures }> {
  const rssBefore = process.memoryUsage.rss();
  const landedBefore = flow.landed();
  const peak = { inFlight: 0, rss: rssBefore };
  const sample = () => {
    try {
      peak.inFlight = Math.max(peak.inFlight, flow.given() - (flow.landed() - landedBefore));
    } catch {
      // a folder removed while it was read (a multipart upload completing): the next sample counts
    }
    peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
  };
  const sampling = setInterval(sample, 10);
  try {
    const result = await put();
    return { result, figures: { inFlight: peak.inFlight, rss: peak.rss - rssBefore } };
  } finally {
    clearInterval(sampling);
  }
}

export interface ReadFigures {
  sha256: string;
  bytes: number;
  /** Most the process held more than before the read, measured while the reader paused. */
  heldWhilePaused: number;
  rss: number;
}

/**
 * Reads a stored file's body of `size` bytes to its end, pausing three times on the way (at a quarter, a
 * half, three quarters) to measure what the process holds while nothing is read: a body read ahead of
 * its reader would show there.
 */
export async function readPausing(open: () => Promise<Readable>, size: number): Promise<ReadFigures> {
  const before = await heldBytes();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const body = await open();
  const hash = createHash('sha256');
  let bytes = 0;
  let heldWhilePaused = 0;
  let nextPause = size / 4;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    if (bytes >= nextPause && nextPause < size) {
      await sleep(100);
      heldWhilePaused = Math.max(heldWhilePaused, (await heldBytes()) - before);
      nextPause += size / 4;
    }
  }
  return { sha256: hash.digest('hex'), bytes, heldWhilePaused, rss: rssPeak - rssBefore };
}
