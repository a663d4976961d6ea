/**
 * jsdom with Node's network globals (fetch, Request, Response, streams), so MSW intercepts calls at
 * the network level. Node's File goes with Node's FormData and Blob: a jsdom File appended to Node's
 * FormData would be sent as the text "[object File]".
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class KoraBrowserEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = KoraBrowserEnvironment;
