/**
 * Before a remote's release goes out: does the deployed shell give it what it needs? The page shares one
 * copy of each singleton (React, the router, the kernel…), the shell's. A remote that requires a version
 * the shell's copy does not satisfy would break on the page, so its release is refused.
 */
const semver = require('semver');

/** The singletons a manifest (`mf-manifest.json`) provides or requires, by name. */
function singletonsOf(manifest) {
  return new Map((manifest.shared ?? []).filter((shared) => shared.singleton).map((shared) => [shared.name, shared]));
}

/**
 * What stops the remote's release, one sentence each (empty: it may go out). A singleton the shell does
 * not provide is not a conflict: the remote brings its own copy.
 */
function deployConflicts(remoteManifest, shellManifest) {
  const provided = singletonsOf(shellManifest);
  const conflicts = [];
  for (const [name, required] of singletonsOf(remoteManifest)) {
    const given = provided.get(name);
    if (!given || !required.requiredVersion) continue;
    if (!semver.satisfies(given.version, required.requiredVersion, { includePrerelease: true })) {
      conflicts.push(
        `${remoteManifest.name} needs ${name} ${required.requiredVersion}, the deployed shell gives ${given.version}`,
      );
    }
  }
  return conflicts;
}

module.exports = { deployConflicts };
