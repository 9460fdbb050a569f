// The build's identity, for new-build detection (spec sections 4 and 7):
// - `builds/latest.json`: `{ id, timestamp }` of this build. The server answers it with no-cache, and a rewrite of
//   the file in a served folder is seen at once, so an open tab learns that a newer build is out;
// - `builds/meta/{id}.json`: the build's route rules and prerendered routes. Both are empty: redirects are the
//   server's and the router's (decision 010), and nothing is prerendered (decision 004), so there is no
//   `_payload.json` either;
// - `virtual:portal-build`: the same id and timestamp inside the app, which compares them with `latest.json`.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

const virtualId = 'virtual:portal-build';
const resolvedVirtualId = `\0${virtualId}`;

/** What `builds/latest.json` holds. */
export interface LatestBuild {
  /** Unique per build. */
  id: string;
  /** When the build was made, in milliseconds since the epoch. */
  timestamp: number;
}

/** What `builds/meta/{id}.json` holds. */
export interface BuildMeta extends LatestBuild {
  /** Route rules by kind of path pattern: none (redirects live in the server and the router, decision 010). */
  matcher: { static: Record<string, never>; wildcard: Record<string, never>; dynamic: Record<string, never> };
  /** Prerendered routes: none (decision 004). */
  prerendered: string[];
}

export interface PortalBuildInfoOptions {
  /** The build's id. @default `PORTAL_BUILD_ID`, else a random UUID */
  id?: string;
  /** The build's time in milliseconds since the epoch. @default now */
  timestamp?: number;
}

/** The id the dev server reports: the app does not look for new builds there. */
export const devBuildId = 'dev';

const buildIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The Vite plugin: `virtual:portal-build` and the two build files. */
export function portalBuildInfo(options: PortalBuildInfoOptions = {}): Plugin {
  const id = options.id ?? process.env.PORTAL_BUILD_ID ?? randomUUID();
  if (!buildIdPattern.test(id)) {
    throw new Error(`The build id ${JSON.stringify(id)} must be 1 to 64 letters, digits, - or _`);
  }
  const timestamp = options.timestamp ?? Date.now();
  let isDev = false;

  return {
    name: 'mynacon:portal-build-info',
    configResolved(config) {
      isDev = config.command === 'serve';
    },
    resolveId: (source) => (source === virtualId ? resolvedVirtualId : null),
    load(source) {
      if (source !== resolvedVirtualId) return null;
      const build: LatestBuild = isDev ? { id: devBuildId, timestamp } : { id, timestamp };
      return `export const currentBuild = ${JSON.stringify(build)};`;
    },
    generateBundle() {
      const latest: LatestBuild = { id, timestamp };
      const meta: BuildMeta = {
        ...latest,
        matcher: { static: {}, wildcard: {}, dynamic: {} },
        prerendered: [],
      };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(latest)}\n` });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: `${JSON.stringify(meta)}\n` });
    },
  };
}
