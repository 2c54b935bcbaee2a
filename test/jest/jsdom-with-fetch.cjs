// jsdom lacks Node's fetch stack, and ky needs it at import time. Copy Node's
// implementations onto the jsdom global. AbortController/AbortSignal must come
// along, otherwise undici rejects jsdom's own signal objects.
const { TestEnvironment } = require("jest-environment-jsdom");

const NODE_GLOBALS = [
  "fetch",
  "Request",
  "Response",
  "Headers",
  "FormData",
  "Blob",
  "File",
  "AbortController",
  "AbortSignal",
  "TextEncoder",
  "TextDecoder",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
  "structuredClone",
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
