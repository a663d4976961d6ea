// react-router 7 reads these globals, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
