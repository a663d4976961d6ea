/**
 * Which files a remote's folder keeps across deploys. A tab opened before a deploy still runs the previous
 * remoteEntry.js and asks for that release's hashed chunks; deleting them breaks its next screen. So the
 * folder serves this release and the two before it, and a record (releases.json) says which files are whose.
 */

/** This release and the two before it. */
const KEPT_RELEASES = 3;

/** The record of the releases the folder serves, newest first, beside them. */
const RELEASE_RECORD = 'releases.json';

/** The shell's server build (dist/server), written by a build of its own: neither recorded nor removed. */
const SERVER_BUILD = 'server/';

const isReleaseFile = (file) => file !== RELEASE_RECORD && !file.startsWith(SERVER_BUILD);

function sameFiles(a, b) {
  return a.length === b.length && a.every((file, index) => file === b[index]);
}

/**
 * The releases before this build. A folder built before releases were recorded holds one unrecorded
 * release: its files are kept as that release, not deleted.
 */
function earlierReleases(record, filesInFolder) {
  if (record) return record.releases;
  const unrecorded = filesInFolder.filter(isReleaseFile);
  return unrecorded.length ? [{ builtAt: null, files: [...unrecorded].sort() }] : [];
}

/**
 * The record after a build: this build's files first, then the earlier releases, the oldest beyond `keep`
 * dropped. A rebuild that gave the same files is that release again, so it does not push out an older one.
 */
function recordRelease(earlier, files, { keep = KEPT_RELEASES, builtAt = new Date().toISOString() } = {}) {
  const current = { builtAt, files: [...files].sort() };
  const others = earlier.filter((release) => !sameFiles(release.files, current.files));
  return { releases: [current, ...others].slice(0, keep) };
}

/** The files of the folder that no kept release lists: dropped releases, and leftovers of an interrupted build. */
function filesToRemove(filesInFolder, record) {
  const kept = new Set(record.releases.flatMap((release) => release.files));
  return filesInFolder.filter((file) => isReleaseFile(file) && !kept.has(file));
}

module.exports = { KEPT_RELEASES, RELEASE_RECORD, SERVER_BUILD, earlierReleases, recordRelease, filesToRemove };
