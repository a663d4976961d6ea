import { remoteFailureKind } from './remote-failure';
import { RemoteUnavailableError } from './load-remote-module';
import { OFFLINE_REMOTE } from './offline-remote-plugin';

/** An error as the federation runtime words it (`error(code, …, originalMessage)`). */
function runtimeError(code: string, original?: string) {
  return new Error(`Failed. #${code}\nargs: {}\n${original ? `Original Error Message:\n ${original}` : ''}`);
}
const unavailable = (reason: unknown) => new RemoteUnavailableError('mf_events/app', reason);
const offlineMarker = (error: unknown) => ({ [OFFLINE_REMOTE]: true, id: 'mf_events/app', error });

describe('a failed remote load that may pass: Retry helps', () => {
  it.each([
    [
      'a remote entry the network did not deliver (503, refused, cut)',
      runtimeError('RUNTIME-008', 'ScriptNetworkError: Failed to load script "http://localhost:3002/remoteEntry.js"'),
    ],
    ['a fetch that failed', new TypeError('Failed to fetch')],
    [
      'a chunk the network did not deliver',
      Object.assign(new Error('Loading chunk 42 failed.\n(error: http://localhost:3002/42.js)'), {
        name: 'ChunkLoadError',
      }),
    ],
    ['a manifest cut short during a release', runtimeError('RUNTIME-003', 'SyntaxError: Unexpected end of JSON input')],
    ['a timeout', 'timeout'],
  ])('%s', (_case, reason) => {
    expect(remoteFailureKind(unavailable(reason))).toBe('transient');
  });

  it('anything at all while the browser is offline', () => {
    expect(remoteFailureKind(unavailable(new SyntaxError('Unexpected token')), false)).toBe('transient');
  });
});

describe('a failed remote load that cannot pass before a reload: no Retry', () => {
  it.each([
    [
      'a remote entry that threw while running',
      runtimeError(
        'RUNTIME-008',
        'ScriptExecutionError: Script "x" loaded but threw a runtime error during execution: Uncaught SyntaxError: Unexpected token',
      ),
    ],
    [
      'a cross-origin remote entry that defined nothing (a syntax error, reported without details)',
      runtimeError('RUNTIME-001'),
    ],
    ['a missing expose (webpack container)', new Error('Module "./parcels/gone" does not exist in container.')],
    ['a missing expose (federation runtime)', runtimeError('RUNTIME-014')],
    ['a container whose init threw', runtimeError('RUNTIME-015', 'TypeError: x is not a function')],
    [
      'a shared module version the page cannot give',
      new Error(
        'Version 0.1.0 from mf_shell of shared singleton module @kora/shared does not satisfy the requirement of mf_events which needs ^0.2.0)',
      ),
    ],
    ['module code that throws a TypeError', new TypeError('(0 , _kora_shared.formatNew) is not a function')],
    ['module code that throws a ReferenceError', new ReferenceError('formatNew is not defined')],
    [
      'a chunk that arrived but did not run',
      Object.assign(new Error('Loading chunk 42 failed.\n(missing: http://localhost:3002/42.js)'), {
        name: 'ChunkLoadError',
      }),
    ],
  ])('%s', (_case, reason) => {
    expect(remoteFailureKind(unavailable(offlineMarker(reason)))).toBe('permanent');
  });
});
