import { describe, expect, it } from 'vitest';
import { resolveMiddleware } from '../lib/guards/guards';
import enGB from '../locales/en-GB.json';
import { href, layouts, restParameter, routeNames, routerPath, routes } from './paths';

describe('href', () => {
  it('builds the address of a route in a locale', () => {
    expect(href('home', {}, 'fr-FR')).toBe('/fr-FR/');
    expect(href('user-inbox', {}, 'en-GB')).toBe('/en-GB/inbox');
    expect(href('newsletter_preferences', { id: 'abc' }, 'de-DE')).toBe('/de-DE/newsletter/abc');
    expect(href('support-game-report', { code: 'rally', id: '42' }, 'it-IT')).toBe(
      '/it-IT/support/game/rally/reports/42',
    );
  });
  it('encodes a parameter as one segment and a rest parameter segment by segment', () => {
    expect(href('content-page', { slug: 'a/b c' }, 'en-GB')).toBe('/en-GB/a%2Fb%20c');
    expect(href('profile-detail', { detail: 'rally/pc main' }, 'en-GB')).toBe('/en-GB/profile/rally/pc%20main');
  });
  it('refuses an empty parameter', () => {
    expect(() => href('survey', { id: '' }, 'en-GB')).toThrow('needs the parameter id');
  });
  it('is checked by TypeScript', () => {
    // @ts-expect-error a misspelt parameter
    expect(() => href('newsletter_preferences', { idd: 'x' }, 'en-GB')).toThrow();
    // @ts-expect-error a parameter the route does not have
    href('login', { id: 'x' }, 'en-GB');
    // @ts-expect-error an unknown route
    expect(() => href('newsletter', {}, 'en-GB')).toThrow();
    // @ts-expect-error an unknown locale
    href('login', {}, 'pt-PT');
  });
});

describe('the route table', () => {
  it('maps the spec notation to react-router paths', () => {
    expect(routerPath('home')).toBe('');
    expect(routerPath('newsletter_preferences')).toBe('newsletter/:id');
    expect(routerPath('profile-detail')).toBe('profile/*');
    expect(routerPath('support-game-dashboard')).toBe('support/game/*');
    expect(restParameter('register-link')).toBe('method');
    expect(restParameter('survey')).toBeUndefined();
  });
  it('gives every route a known layout, known middleware and a title in the bundles', () => {
    for (const name of routeNames) {
      const definition = routes[name];
      expect(layouts).toContain(definition.layout);
      for (const middleware of definition.middleware ?? []) {
        expect(() => resolveMiddleware(middleware)).not.toThrow();
      }
      expect(enGB).toHaveProperty([`portal.page.${name}.title`]);
    }
  });
  it('names game-support routes support-game-* and blocks them behind the feature flag', () => {
    const gameRoutes = routeNames.filter((name) => name.startsWith('support-game-'));
    expect(gameRoutes.length).toBeGreaterThan(0);
    for (const name of gameRoutes) {
      const definition = routes[name];
      expect(definition.layout).toBe('game-support');
      expect(definition.middleware ?? []).toContain('game-support');
    }
  });
  it('has one path per route', () => {
    const paths = routeNames.map((name) => routes[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
