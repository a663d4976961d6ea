/**
 * The API's answers the first screens are drawn from, each kept a few seconds for every visitor: a busy
 * page costs the API one request per address and period, not one per visit. A request that fails or
 * takes longer than `timeoutMs` gives null, and the page is sent without that content.
 */
function createApiReads({ apiUrl, fetchImpl = fetch, maxAgeMs = 5_000, timeoutMs = 1_200, now = Date.now }) {
  /** @type {Map<string, {at: number, answer: Promise<unknown>}>} */
  const kept = new Map();

  async function ask(address) {
    try {
      const response = await fetchImpl(`${apiUrl}/api${address}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  /** The answer at an API address (`/releases?limit=6`), or null. */
  return function read(address) {
    const entry = kept.get(address);
    if (entry && now() - entry.at < maxAgeMs) return entry.answer;
    const answer = ask(address);
    kept.set(address, { at: now(), answer });
    // A failure is not kept: the next visit asks again.
    void answer.then((value) => {
      if (value === null && kept.get(address)?.answer === answer) kept.delete(address);
    });
    if (kept.size > 500) kept.delete(kept.keys().next().value);
    return answer;
  };
}

module.exports = { createApiReads };
