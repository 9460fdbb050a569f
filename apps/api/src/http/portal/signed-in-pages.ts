// A signed-in page prerendered as its frame (decision 061) drawn with the player's data on the server (decision 063):
// the build's render of the app (`server/render.js` in the portal's build) makes the page's reads through this app,
// with the request's cookie, as the browser would make them, and draws the page with their answers in place of the
// frame's placeholders. The page carries the answers in a data block: the browser's store starts with them and
// hydrates what was drawn. Whatever fails (no session, no answer, a render that throws), the frame is sent as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';

/** What the portal's `src/prerender/render.tsx` exports for this (typed here: the portal's modules are not ours). */
interface PortalRender {
  fetchWith(fetcher: typeof fetch): void;
  renderSignedInPage(
    pathname: string,
    features: readonly string[],
    fetcher: typeof fetch,
  ): Promise<{ frame: string; html: string; data: string } | undefined>;
}

/** A page drawn for a player: its text (undefined: send the frame) and the cookies its reads set (a rotated session). */
export interface DrawnPage {
  body: string | undefined;
  cookies: string[];
}

/** The headers of the player's request that the page's reads carry as the browser's own calls would. */
const forwardedHeaders = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'forwarded',
];

/** The flags the frame was drawn with (`data-features` of its `#root`): the page is drawn with the same. */
function featuresOf(frame: string): string[] {
  const root = /<div id="root"[^>]*>/.exec(frame)?.[0] ?? '';
  return (/\bdata-features="([^"]*)"/.exec(root)?.[1] ?? '').split(' ').filter((flag) => flag !== '');
}

export interface SignedInPageDrawer {
  (c: Context, pathname: string, frame: string): Promise<DrawnPage>;
  /** Loads the render ahead of the first player's page (a large module: a few hundred milliseconds). */
  warm(): void;
}

/**
 * The drawer of signed-in pages of a portal build, or undefined when the build has no render for the server (a build
 * from before decision 063: the frames are sent as they are). A page not drawn within `timeLimit` milliseconds is sent
 * as its frame: the renders take turns, and one that never ended would hold every player's page after it.
 */
export function signedInPageDrawer(
  distDir: string,
  app: Hono,
  { timeLimit = 5_000 }: { timeLimit?: number } = {},
): SignedInPageDrawer | undefined {
  const file = path.join(distDir, 'server', 'render.js');
  if (!existsSync(file)) return undefined;
  let loading: Promise<PortalRender> | undefined;
  const render = (): Promise<PortalRender> => {
    loading ??= (import(pathToFileURL(file).href) as Promise<PortalRender>).then((module) => {
      // The message bundles are this app's answers too.
      module.fetchWith(async (input, init) =>
        app.request(new Request(addressOf(input, 'http://portal.invalid'), init)),
      );
      return module;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const draw = async (c: Context, pathname: string, frame: string): Promise<DrawnPage> => {
    const cookies: string[] = [];
    // The reads on their way: a page sent without waiting for them would lose the cookie one of them sets.
    const asking = new Set<Promise<Response>>();
    const origin = new URL(c.req.url).origin;
    /** Set once the page has been sent as its frame: a read after that would set a cookie that no answer carries. */
    let sent = false;
    const fetcher = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      if (sent) return new Response(null, { status: 503 });
      const asked = new Request(input, init);
      const headers = new Headers(asked.headers);
      for (const name of forwardedHeaders) {
        const value = c.req.header(name);
        if (value !== undefined) headers.set(name, value);
      }
      const request = new Request(addressOf(asked.url, origin), {
        method: asked.method,
        headers,
        ...(asked.method === 'GET' || asked.method === 'HEAD' ? {} : { body: await asked.arrayBuffer() }),
        signal: asked.signal,
      });
      const answer = Promise.resolve(app.fetch(request, c.env));
      asking.add(answer);
      try {
        const response = await answer;
        cookies.push(...response.headers.getSetCookie());
        return response;
      } finally {
        asking.delete(answer);
      }
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeLimit);
      });
      const drawing = render().then((module) => module.renderSignedInPage(pathname, featuresOf(frame), fetcher));
      const drawn = await Promise.race([drawing, late]);
      if (drawn === 'late') {
        console.error(`A signed-in page was not drawn within ${timeLimit} ms; its frame is sent`);
        // A session rotated by a read still on its way must reach the browser: its old cookie would end the session.
        // No read starts after this one.
        sent = true;
        await Promise.allSettled(asking);
        return { body: undefined, cookies };
      }
      if (drawn === undefined || !frame.includes(drawn.frame) || !frame.includes('</body>')) {
        return { body: undefined, cookies };
      }
      const body = frame.replace(drawn.frame, () => drawn.html).replace('</body>', () => `${drawn.data}</body>`);
      return { body, cookies };
    } catch (error) {
      console.error('A signed-in page could not be drawn; its frame is sent', error);
      return { body: undefined, cookies };
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(draw, {
    warm() {
      render().catch((error: unknown) => console.error('The portal render for the server could not load', error));
    },
  });
}

/** The same path and query on `origin`. */
function addressOf(input: string | URL | Request, origin: string): string {
  const url = new URL(input instanceof Request ? input.url : String(input), origin);
  return new URL(`${url.pathname}${url.search}`, origin).href;
}
