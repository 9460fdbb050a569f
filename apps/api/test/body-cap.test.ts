// Bodies are capped while they are read (a chunked body has no length to refuse it by): a body that never ends is
// refused with 413 once it passes the limit, on a JSON call and on the form-encoded sign-in alike.
import { describe, expect, test } from 'vitest';
import { appPerBlock, createTestApp } from './helpers.ts';

/** A chunked body of 1 KiB chunks that never ends, and how many bytes were pulled from it. */
function endlessBody() {
  const chunk = new TextEncoder().encode(`{"padding":"${'x'.repeat(1000)}`);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('bodies are capped while read', () => {
  const app = appPerBlock(() => createTestApp('pglite'));

  test.each([
    ['/api/account/register', 'application/json', 64 * 1024],
    ['/api/contact', 'application/json', 64 * 1024],
    ['/api/email-dns-validation', 'application/json', 4096],
    ['/api/auth/callback/credentials', 'application/x-www-form-urlencoded', 64 * 1024],
  ])('%s: an endless chunked body is a 413 soon after its limit', async (path, type, limit) => {
    const body = endlessBody();
    const request = new Request(`http://api.test${path}`, {
      method: 'POST',
      headers: { 'content-type': type, origin: 'http://api.test' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const response = await app.app.request(request);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(limit + 64 * 1024);
  });
});
