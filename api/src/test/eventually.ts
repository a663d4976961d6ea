/**
 * `read()` again every 20 ms until `accept` takes its value, for at most about two seconds: for what the
 * server records a moment after answering (a download counted once the last byte left, a closed
 * connection noticed). Answers the last value read, for the test to assert on.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}
