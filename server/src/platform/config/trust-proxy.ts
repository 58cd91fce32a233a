import { isIP } from 'node:net';

/**
 * Which peers may tell the server the client's address in `X-Forwarded-For`: nobody (the default, so
 * a client cannot pick its own address), the nearest N hops, or the listed proxies' addresses/CIDRs.
 * The result is Fastify's `trustProxy` option.
 */
export type TrustedProxies = false | number | string[];

/** proxy-addr's names for whole ranges, handy inside Docker and private networks. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Parses `TRUST_PROXY`; returns the reason it is wrong as a string. */
export function parseTrustProxy(raw: string | undefined): TrustedProxies | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true')
    return "true would trust any client to pick its own address; give a hop count or the proxies' addresses";
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'a hop count is at most 10';
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    return `not an IP address, CIDR range or ${RANGE_NAMES.join('/')}: ${wrong.join(', ')}`;
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's form of the setting; a hop count becomes the test proxy-addr makes of it. */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
