// jsdom has no fetch API. Specs that drive the real RTK Query endpoints (with a mocked `fetch`) need
// Node's Request, Response and Headers; Node's Request checks that its signal is Node's own
// AbortSignal, so AbortController comes from Node too, and it needs absolute URLs, so relative ones
// are resolved against the page's address as a browser would.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const page = this.global;
    for (const name of FROM_NODE) page[name] = globalThis[name];
    page.Request = class extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
