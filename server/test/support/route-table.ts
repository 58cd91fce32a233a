import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bareRouteAccess } from '../../src/bootstrap/configure-http';
import { ACCESS_KEY, AppConfig, type AccessRule } from '../../src/platform';

/** One route the server answers: `GET /api/admin/users/:id`, with its declared access if any. */
export interface Route {
  method: string;
  /** Fastify's pattern: `:name` parameters, `*` a wildcard. */
  path: string;
  /** Who answers it: a Nest controller method, or Fastify itself (liveness, the API docs). */
  by: 'nest' | 'fastify';
  /** `Controller.method` for Nest routes, the declaring path for Fastify's. */
  origin: string;
  access?: AccessRule;
}

const key = (method: string, path: string) => `${method} ${path}`;

/**
 * Every route of Fastify's router, read from `printRoutes()`: a tree whose node names are the
 * path's pieces, with the methods of a route after the piece that ends it, e.g.
 * `│   └── -all (GET, HEAD)` under `/api/receipt/fetch`. HEAD routes are listed with their GET.
 */
export function fastifyRoutes(app: NestFastifyApplication): Array<{ method: string; path: string }> {
  const fastify = app.getHttpAdapter().getInstance();
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of fastify.printRoutes().split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    const depth = node[1].length / 4;
    stack.length = depth;
    stack.push(node[2]);
    const path = stack.join('');
    for (const method of node[3]?.split(', ') ?? []) {
      if (!fastify.hasRoute({ method: method as 'GET', url: path }))
        throw new Error(`printRoutes read wrongly: ${method} ${path}`);
      routes.push({ method, path });
    }
  }
  return routes;
}

/** Every route of every Nest controller, with its `@Access` declaration read from the method. */
export function nestRoutes(app: NestFastifyApplication, prefix = '/api'): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller) continue;
    const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, object>)[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
      for (const from of base)
        for (const path of paths)
          routes.push({
            method: RequestMethod[method],
            path: `${prefix}/${from}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
            by: 'nest',
            origin: `${controller.name}.${name}`,
            access: Reflect.getMetadata(ACCESS_KEY, handler) as AccessRule | undefined,
          });
    }
  }
  return routes;
}

/**
 * The server's whole route table: each route of Fastify's router with the declaration of the Nest
 * method behind it, or, for a route Fastify answers itself, of the longest declared path it lies
 * under (`bareRouteAccess`). A route with neither has no `access`. HEAD routes are GET's.
 */
export function routeTable(app: NestFastifyApplication): Route[] {
  const nest = new Map(nestRoutes(app).map((route) => [key(route.method, route.path), route]));
  const bare = Object.entries(bareRouteAccess(app.get(AppConfig))).sort(([a], [b]) => b.length - a.length);
  const all = fastifyRoutes(app);
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.path));
  const missing = [...nest.keys()].filter((k) => !all.some((r) => key(r.method, r.path) === k));
  if (missing.length) throw new Error(`Nest routes Fastify does not have: ${missing.join(', ')}`);
  return all
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.path)))
    .map(({ method, path }) => {
      const fromNest = nest.get(key(method, path));
      if (fromNest) return fromNest;
      const [under, access] = bare.find(([prefix]) => path.startsWith(prefix)) ?? ['(none)', undefined];
      return { method, path, by: 'fastify' as const, origin: under, access };
    });
}
