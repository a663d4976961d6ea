/**
 * Counts failed sign-ins per username and address over a sliding minute; past the allowance
 * further attempts are refused until the oldest failure is a minute old.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}|${address}`;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before another attempt, or 0 when one is allowed. */
  retryAfterSeconds(username: string, address: string): number {
    const recent = this.recent(this.key(username, address));
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((recent[0] + this.windowMs - this.now()) / 1000));
  }

  recordFailure(username: string, address: string): void {
    const key = this.key(username, address);
    this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 10_000) this.prune();
  }

  reset(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
