const fs = require('fs');
const path = require('path');
const Module = require('module');

/**
 * CommonJS code evaluated as a module of its own, outside require's cache (each version once); `name` is
 * the file or address it came from, as its stack traces show it.
 */
function evaluateCode(code, name) {
  const bundle = new Module(name);
  bundle.filename = name;
  bundle.paths = path.isAbsolute(name) ? Module._nodeModulePaths(path.dirname(name)) : [];
  bundle._compile(code, name);
  return bundle.exports;
}

const evaluate = (file) => evaluateCode(fs.readFileSync(file, 'utf8'), file);

/**
 * A module of the shell's server build (dist/server/*.js), loaded again when a deploy replaced it, so a new
 * release of the shell is drawn without restarting its server. Null while there is none (before a build).
 */
function serverBundle(file) {
  let loaded = { version: null, exports: null };
  return () => {
    let version;
    try {
      version = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (version !== loaded.version) loaded = { version, exports: evaluate(file) };
    return loaded.exports;
  };
}

/** A text file of the build (index.html), read again when it changes. */
function builtText(file) {
  let read = { version: null, text: null };
  return () => {
    try {
      const version = fs.statSync(file).mtimeMs;
      if (version !== read.version) read = { version, text: fs.readFileSync(file, 'utf8') };
    } catch {
      read = { version: null, text: null };
    }
    return read.text;
  };
}

module.exports = { serverBundle, builtText, evaluateCode };
