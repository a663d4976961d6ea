import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The MP3 encoder and the MP3/FLAC decoders, loaded from the script builds their npm packages ship.
 * The packages' `require` entries are ES modules or a browser global, which the API (CommonJS, in
 * production as in Jest) cannot load; their classic scripts run here with CommonJS's arguments.
 */

export interface DecodedAudio {
  channelData: Float32Array[];
  samplesDecoded: number;
  sampleRate: number;
  errors: unknown[];
}

export interface Mp3EncoderClass {
  new (
    channels: number,
    sampleRate: number,
    kbps: number,
  ): {
    encodeBuffer(left: Int16Array, right?: Int16Array): Uint8Array;
    flush(): Uint8Array;
  };
}

interface WasmDecoder<Result> {
  ready: Promise<void>;
  free(): void;
  decode(data: Uint8Array): Result;
}

export interface MpegDecoderClass {
  new (): WasmDecoder<DecodedAudio>;
}

export interface FlacDecoderClass {
  new (): WasmDecoder<Promise<DecodedAudio>> & { flush(): Promise<DecodedAudio> };
}

const local = createRequire(__filename);

/** Runs a UMD or IIFE script of a package and answers what it exports (`global`: the IIFE's variable). */
function runScript(packageName: string, script: string | null, global?: string): Record<string, unknown> {
  const entry = local.resolve(packageName);
  const file = script ? path.join(path.dirname(entry), script) : entry;
  const source = readFileSync(file, 'utf8');
  const module = { exports: {} as Record<string, unknown> };
  const scoped = createRequire(file);
  const tail = global ? `;return ${global};` : '';
  const result = new Function('exports', 'require', 'module', 'define', source + tail)(
    module.exports,
    scoped,
    module,
    undefined,
  ) as Record<string, unknown> | undefined;
  return global ? (result ?? {}) : module.exports;
}

let loaded: { Mp3Encoder: Mp3EncoderClass; MPEGDecoder: MpegDecoderClass; FLACDecoder: FlacDecoderClass } | null = null;

export function codecs() {
  if (!loaded) {
    loaded = {
      Mp3Encoder: runScript('@breezystack/lamejs', null, 'lamejs').Mp3Encoder as Mp3EncoderClass,
      MPEGDecoder: runScript('mpg123-decoder', 'dist/mpg123-decoder.min.js').MPEGDecoder as MpegDecoderClass,
      FLACDecoder: runScript('@wasm-audio-decoders/flac', 'dist/flac-decoder.min.js').FLACDecoder as FlacDecoderClass,
    };
  }
  return loaded;
}
