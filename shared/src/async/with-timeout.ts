/**
 * Settles like `work`, or rejects with `onTimeout()`'s error when `ms` pass first. The timer is cleared
 * either way, so nothing lingers after the answer.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error = () => new Error('timeout')) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
