import { Transform, type TransformCallback } from 'node:stream';

/** The body of a put ended before, or went past, the length it announced. */
export class LengthMismatch extends Error {
  constructor(expected: number, received: number) {
    super(`the body announced ${expected} bytes and ${received > expected ? 'held more' : `held ${received}`}`);
    this.name = 'LengthMismatch';
  }
}

/** Passes a body on while counting its bytes; fails as soon as it goes past `expected`, or ends short of it. */
export class CountedBody extends Transform {
  bytes = 0;

  constructor(private readonly expected?: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.expected !== undefined && this.bytes > this.expected) {
      return callback(new LengthMismatch(this.expected, this.bytes));
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.expected !== undefined && this.bytes !== this.expected) {
      return callback(new LengthMismatch(this.expected, this.bytes));
    }
    callback();
  }
}
