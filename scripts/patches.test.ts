// patches/ (applied by `npm ci` through patch-package's postinstall): the route matcher caches what it
// compiles (issue 18). The caches must be in place, and matching must answer exactly as before.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { matchPath, matchRoutes, type AgnosticRouteObject as RouteObject } from '@remix-run/router';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('patched @remix-run/router', () => {
  it('is the patched file that Node loads', () => {
    const file = readFileSync(require.resolve('@remix-run/router'), 'utf8');
    expect(file).toContain('const compiledPathCache = new Map();');
    expect(file).toContain('const rankedBranchesCache = new WeakMap();');
  });

  it('matches the same paths with their parameters, again and again', () => {
    const routes: RouteObject[] = [
      {
        path: '/:lang?',
        children: [
          { index: true, id: 'home' },
          { path: ':main/product/:id', id: 'product' },
          { path: 'all/:slug', id: 'listing' },
          { path: '*', id: 'splat' },
        ],
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, '/fr/phones/product/7')?.at(-1)?.params).toEqual({
        lang: 'fr',
        main: 'phones',
        id: '7',
      });
      expect(matchRoutes(routes, '/all/electronics')?.at(-1)?.route.id).toBe('listing');
      expect(matchRoutes(routes, '/')?.at(-1)?.route.id).toBe('home');
      expect(matchRoutes(routes, '/no/such/page/here')?.at(-1)?.params).toEqual({
        lang: 'no',
        '*': 'such/page/here',
      });
    }
  });

  it('answers for a new route tree, not from the cache of another', () => {
    const a: RouteObject[] = [{ path: '/a/:id', id: 'a' }];
    const b: RouteObject[] = [{ path: '/b/:id', id: 'b' }];
    expect(matchRoutes(a, '/a/1')?.[0]?.route.id).toBe('a');
    expect(matchRoutes(b, '/a/1')).toBeNull();
    expect(matchRoutes(b, '/b/2')?.[0]?.params).toEqual({ id: '2' });
  });

  it('keeps case sensitivity and the end of a pattern apart', () => {
    expect(matchPath({ path: '/Cart', caseSensitive: true }, '/cart')).toBeNull();
    expect(matchPath({ path: '/Cart', caseSensitive: false }, '/cart')).not.toBeNull();
    expect(matchPath({ path: '/user', end: false }, '/user/orders')?.pathnameBase).toBe('/user');
    expect(matchPath({ path: '/user', end: true }, '/user/orders')).toBeNull();
  });
});
