// Pure pieces of the order history: the thumbnail addresses and the status badges. The search criteria are the
// call's own (`lib/http/calls/search-customer-orders.ts`).

/** Order thumbnails are 300x300 (spec section 9). */
export const thumbnailSize = 300;

/**
 * An order number as the shop stores it. The format rule lets the 2 to 4 letters after `NA` be typed in lower
 * case (`NAen000100107`); the shop's numbers are upper case, so the search sends them that way.
 */
export function normaliseOrderId(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The 300x300 thumbnail of an order item (spec section 3): the image base address, the item's image path, and
 * the size as `width` and `height` parameters, which the demo's image server ignores and resizing image
 * services read. A root-relative base (`/api/media`, the API's own images) gives a root-relative address, which
 * loads at whatever host the portal was opened. Null without a path, or when the result would not be an http(s)
 * address.
 */
export function thumbnailUrl(imageBaseUrl: string, imagePath: string): string | null {
  const path = imagePath.trim();
  if (path === '') return null;
  const joined = `${imageBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const rootRelative = joined.startsWith('/') && !joined.startsWith('//');
  let url: URL;
  try {
    url = rootRelative ? new URL(joined, 'https://portal.invalid') : new URL(joined);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('width', String(thumbnailSize));
  url.searchParams.set('height', String(thumbnailSize));
  return rootRelative ? `${url.pathname}${url.search}` : url.href;
}

/** The statuses the history can show, each with a translated label and a badge tone. */
export const knownOrderStatuses = [
  'pending_payment',
  'processing',
  'holded',
  'complete',
  'closed',
  'canceled',
] as const;
export type KnownOrderStatus = (typeof knownOrderStatuses)[number];

export function isKnownOrderStatus(status: string): status is KnownOrderStatus {
  return (knownOrderStatuses as readonly string[]).includes(status);
}

const statusTones = {
  pending_payment: 'warning',
  processing: 'info',
  holded: 'warning',
  complete: 'success',
  closed: 'neutral',
  canceled: 'danger',
} as const satisfies Record<KnownOrderStatus, string>;

/** The badge tone of a status; a status the portal does not know is neutral. */
export function statusTone(status: string): (typeof statusTones)[KnownOrderStatus] | 'neutral' {
  return isKnownOrderStatus(status) ? statusTones[status] : 'neutral';
}
