// The build's identity, for new-build detection (spec sections 4 and 7):
// - `builds/latest.json`: `{ id, timestamp }` of this build. The server answers it with no-cache, and a rewrite of
//   the file in a served folder is seen at once, so an open tab learns that a newer build is out;
// - `builds/meta/{id}.json`: the build's route rules and prerendered routes, empty here and filled by
//   `scripts/prerender.ts` after the build (decision 051; no `_payload.json` is produced);
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
  /** Route rules by kind of path pattern (decision 051); the client build writes them empty. */
  matcher: { static: Record<string, unknown>; wildcard: Record<string, unknown>; dynamic: Record<string, unknown> };
  /** Prerendered routes (decision 051). */
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
