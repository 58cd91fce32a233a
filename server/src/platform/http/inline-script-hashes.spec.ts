import { createHash } from 'node:crypto';
import { allowScripts, inlineScriptSources } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes each inline script and skips those loaded from a file', () => {
    const html =
      '<head><script type="module" src="/assets/index.js"></script><script>gate()</script></head>' +
      '<body><SCRIPT data-x>two()</SCRIPT></body>';
    expect(inlineScriptSources(html)).toEqual([sha256('gate()'), sha256('two()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptSources('<script src="/a.js"></script><div id="root"></div>')).toEqual([]);
  });
});

describe('allowScripts', () => {
  const policy = "default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self'";

  it('adds the sources to script-src only', () => {
    expect(allowScripts(policy, ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' https://js.stripe.com 'sha256-abc=';style-src 'self'",
    );
  });

  it('leaves a policy without script-src, or with nothing to add, as it is', () => {
    expect(allowScripts("default-src 'self'", ["'sha256-abc='"])).toBe("default-src 'self'");
    expect(allowScripts(policy, [])).toBe(policy);
  });
});
