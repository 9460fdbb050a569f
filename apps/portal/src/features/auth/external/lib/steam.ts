// Steam's popup: its size, the return page's message, and the body the API verifies.
import type { SteamVerifyBody } from '@mynacon/contract';

/** The `type` of the message Steam's return page (served by the API) posts to the window that opened it. */
export const steamMessageType = 'mynacon:steam-openid';

/** Steam's sign-in page fits a wide window (the method's horizontal popup flag); others a tall one. */
export function steamPopupFeatures(
  horizontal: boolean,
  screen: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
): string {
  const width = horizontal ? 1000 : 600;
  const height = horizontal ? 640 : 760;
  const left = Math.max(0, Math.round(screen.screenX + (screen.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screen.screenY + (screen.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

const required = [
  'state',
  'openid.ns',
  'openid.mode',
  'openid.op_endpoint',
  'openid.claimed_id',
  'openid.identity',
  'openid.return_to',
  'openid.response_nonce',
  'openid.assoc_handle',
  'openid.signed',
  'openid.sig',
] as const;

/**
 * The verify call's body from the return page's query: the state and every `openid.*` field, as strings. Null when
 * a required field is missing (the player cancelled at Steam, or the answer is not Steam's).
 */
export function steamVerifyBody(params: Record<string, unknown>): SteamVerifyBody | null {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if ((key === 'state' || key.startsWith('openid.')) && typeof value === 'string') body[key] = value;
  }
  if (!required.every((key) => typeof body[key] === 'string' && body[key] !== '')) return null;
  if (body['openid.mode'] !== 'id_res') return null;
  return body as SteamVerifyBody;
}
