// react-router 7 reads these globals, which jsdom lacks.
const util = require('util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
