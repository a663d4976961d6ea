/**
 * Files that keep their name from one release to the next (remoteEntry.js, the manifests, the shell's
 * index.html and main.js) are written beside themselves under a staged name, then renamed over the old
 * file: a rename is atomic on one file system, so a request gets the whole old file or the whole new one.
 */
const fs = require('fs/promises');
const path = require('path');

const STAGED_SUFFIX = '.next';

const stagedName = (file) => `${file}${STAGED_SUFFIX}`;
const isStaged = (file) => file.endsWith(STAGED_SUFFIX);
const finalName = (file) => (isStaged(file) ? file.slice(0, -STAGED_SUFFIX.length) : file);

/** The files a browser opens first switch last, once everything they point at is in place. */
const OPENED_FIRST = [/^index\.html/, /^(remoteEntry|main)\.js/];
function switchOrder(file) {
  const base = path.posix.basename(file);
  const rank = OPENED_FIRST.findIndex((pattern) => pattern.test(base));
  return rank < 0 ? 0 : OPENED_FIRST.length - rank;
}

/** Renames each staged file (relative to dir) over its final name, the pages' first files last. */
async function switchStaged(dir, stagedFiles) {
  const ordered = [...stagedFiles].sort((a, b) => switchOrder(finalName(a)) - switchOrder(finalName(b)));
  for (const file of ordered) {
    try {
      await fs.rename(path.join(dir, file), path.join(dir, finalName(file)));
    } catch (error) {
      // Unchanged since the last build of a watching compiler: it was not written again, the final file is current.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return ordered.map(finalName);
}

async function writeFileAtomically(file, content) {
  await fs.writeFile(stagedName(file), content);
  await fs.rename(stagedName(file), file);
}

module.exports = { stagedName, isStaged, finalName, switchStaged, writeFileAtomically };
