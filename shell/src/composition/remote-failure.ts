/**
 * Why a remote could not be shown, as far as the visitor is concerned:
 * - `transient`: the network, the server or the clock (offline, timeout, HTTP 5xx, a script that did not
 *   arrive) — the same code may load in a moment, so Retry can help;
 * - `permanent`: the code arrived and cannot run in this page (it throws while evaluating, lacks what
 *   the page asks for, or needs a shared module version the page cannot give) — the same request fails
 *   the same way until the page itself is reloaded with the remote's new release.
 */
export type RemoteFailureKind = 'transient' | 'permanent';

/**
 * What the federation runtime reports when the code arrived but cannot be used: its entry defined
 * nothing (a syntax error in a cross-origin script is reported without details) or no `init` (001, 002),
 * shared modules it cannot be given (005, 006, 012), an invalid manifest (013), a missing expose (014),
 * a container whose `init` threw (015).
 */
const BROKEN_RELEASE =
  /RUNTIME-0(?:01|02|05|06|12|13|14|15)\b|ScriptExecutionError|does not exist in container|does not satisfy the requirement|Unsatisfied version/;
/** A script that arrived but did not register its chunk: its code could not run. */
const CHUNK_THAT_DID_NOT_RUN = /Loading chunk \S+ failed\.\s*\(missing:/;
/** A manifest that did not arrive whole (a 5xx page, or a release being written): it may arrive next time. */
const MANIFEST_NOT_RECEIVED = /RUNTIME-00[37]\b/;
/** Errors of the code itself, deterministic: the same code throws them again. */
const CODE_ERROR = /\b(?:SyntaxError|ReferenceError|TypeError)\b/;
/** Browsers report a failed request as a TypeError too: those stay transient. */
const NETWORK_ERROR =
  /Failed to fetch|NetworkError|Load failed|ScriptNetworkError|Importing a module script failed|error loading dynamically imported module/i;

/** The texts of an error and of the errors it wraps (a reason, a cause, an offline marker's error). */
function textsOf(error: unknown, seen = new Set<unknown>()): string[] {
  if (error === null || error === undefined || seen.has(error)) return [];
  seen.add(error);
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object') return [String(error)];
  const { name, message, reason, cause, error: wrapped } = error as Record<string, unknown>;
  const own = typeof message === 'string' ? [`${typeof name === 'string' ? name : 'Error'}: ${message}`] : [];
  return [...own, ...[reason, cause, wrapped].flatMap((inner) => textsOf(inner, seen))];
}

function isPermanentText(text: string): boolean {
  if (BROKEN_RELEASE.test(text) || CHUNK_THAT_DID_NOT_RUN.test(text)) return true;
  if (MANIFEST_NOT_RECEIVED.test(text) || NETWORK_ERROR.test(text)) return false;
  return CODE_ERROR.test(text);
}

export function remoteFailureKind(error: unknown, online = globalThis.navigator?.onLine ?? true): RemoteFailureKind {
  // Offline, whatever the runtime made of it, the code simply did not arrive.
  if (!online) return 'transient';
  return textsOf(error).some(isPermanentText) ? 'permanent' : 'transient';
}
