import { describe, expect, test } from 'vitest';
import { cookieDomains, documentCookieJar, readCookie } from './cross-login-cookies';

describe('the cross-login cookies', () => {
  test('a cookie is read by its exact name and decoded; absent or empty is undefined', () => {
    const cookies = 'locale=fr-FR; mynacon_xlogin=abc%2Bdef; mynacon_xlogin_old=zzz; mynacon_xsession=';
    expect(readCookie(cookies, 'mynacon_xlogin')).toBe('abc+def');
    expect(readCookie(cookies, 'mynacon_xsession')).toBeUndefined();
    expect(readCookie(cookies, 'missing')).toBeUndefined();
    expect(readCookie('mynacon_xlogin=%E0%A4%A', 'mynacon_xlogin')).toBe('%E0%A4%A');
  });

  test('removal is tried for the host and each parent domain, never for an IP address', () => {
    expect(cookieDomains('portal.games.example.com')).toEqual([
      'portal.games.example.com',
      'games.example.com',
      'example.com',
    ]);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });

  test("the document's jar writes an expired cookie per domain", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'mynacon_xlogin=token';
      },
      set cookie(value: string) {
        written.push(value);
      },
      location: { hostname: 'portal.example.com' },
    } as unknown as Document;
    const jar = documentCookieJar(doc);
    expect(jar.get('mynacon_xlogin')).toBe('token');
    jar.remove('mynacon_xlogin');
    expect(written).toEqual([
      'mynacon_xlogin=; Max-Age=0; Path=/; SameSite=Lax',
      'mynacon_xlogin=; Max-Age=0; Path=/; SameSite=Lax; Domain=portal.example.com',
      'mynacon_xlogin=; Max-Age=0; Path=/; SameSite=Lax; Domain=example.com',
    ]);
  });
});
