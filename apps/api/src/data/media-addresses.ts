// Media addresses as the public answers carry them. Images the server serves itself are given root-relative
// (`/api/media/…`): the portal loads them from whatever host it was opened at (`localhost`, `127.0.0.1`, a proxy's
// name), which its CSP's `img-src 'self'` allows. A base configured on another origin (a CDN, the game database's
// covers) stays absolute, and the portal's CSP names that origin.
import type { Config } from '../config.ts';

/** The media settings of the configuration that the public answers carry. */
export interface MediaAddresses {
  /** Base of the images the answers name (products, newsletters). */
  mediaBaseUrl: string;
  /** Cover address with `{image_id}`. */
  coverUrlTemplate: string;
  /** Base of order item images. */
  imageBaseUrl: string;
}

/** The origin of an absolute http(s) address (a `{image_id}` placeholder allowed), else undefined. */
function httpOrigin(address: string): string | undefined {
  try {
    const url = new URL(address.replaceAll('{image_id}', 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address as the public answers give it: root-relative when it is on the server's own origin
 * (`http://localhost:3000/api/media` → `/api/media`), unchanged otherwise. An address that is only the origin keeps
 * it (a bare `/` would make `{base}/{path}` a protocol-relative `//path`).
 */
export function publicMediaAddress(address: string, publicBaseUrl: string): string {
  const origin = httpOrigin(address);
  if (origin === undefined || origin !== httpOrigin(publicBaseUrl)) return address;
  const pathStart = address.indexOf('/', address.indexOf('//') + 2);
  if (pathStart === -1 || address.length === pathStart + 1) return address;
  return address.slice(pathStart);
}

/** The configuration's media addresses, each root-relative when the server serves it itself. */
export function publicMediaAddresses(
  config: Pick<Config, 'publicBaseUrl' | 'mediaBaseUrl' | 'coverUrlTemplate'> & {
    portal: Pick<Config['portal'], 'imageBaseUrl'>;
  },
): MediaAddresses {
  const own = (address: string) => publicMediaAddress(address, config.publicBaseUrl);
  return {
    mediaBaseUrl: own(config.mediaBaseUrl),
    coverUrlTemplate: own(config.coverUrlTemplate),
    imageBaseUrl: own(config.portal.imageBaseUrl),
  };
}

/**
 * The origins of the absolute ones among `addresses`, in order and once each: the image sources a page of the
 * portal must allow besides its own origin. Root-relative addresses (the server's own) need none.
 */
export function externalImageOrigins(addresses: readonly unknown[]): string[] {
  const origins = addresses.flatMap((address) => {
    const origin = typeof address === 'string' ? httpOrigin(address) : undefined;
    return origin === undefined ? [] : [origin];
  });
  return [...new Set(origins)];
}
