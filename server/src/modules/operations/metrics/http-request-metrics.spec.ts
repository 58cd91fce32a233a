import type { FastifyRequest } from 'fastify';
import { methodLabel, routeLabel, statusClass } from './http-request-metrics';

const routed = (url: string | undefined) => ({ routeOptions: { url } }) as unknown as FastifyRequest;

describe('the labels of a request', () => {
  it("name the route by the pattern Fastify matched, a web file 'web', no route 'unmatched'", () => {
    expect(routeLabel(routed('/api/admin/users/:id'))).toBe('/api/admin/users/:id');
    expect(routeLabel(routed('/api/admin/queues/static/*'))).toBe('/api/admin/queues/static/*');
    expect(routeLabel(routed('/api'))).toBe('/api');
    expect(routeLabel(routed('/assets/index-3f2a.js'))).toBe('web');
    expect(routeLabel(routed('/apiary'))).toBe('web');
    expect(routeLabel(routed(undefined))).toBe('unmatched');
  });

  it('keep the usual methods, and put any other under OTHER', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(methodLabel(method)).toBe(method);
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });

  it('give the status class', () => {
    expect([200, 204, 302, 404, 422, 503].map(statusClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
    ]);
  });
});
