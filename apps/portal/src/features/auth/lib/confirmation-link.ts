// The two links that open the confirmation page (spec section 5's guard: a non-empty `payload`, or a non-empty
// `email` with a non-empty `confirm`).

/** A registration link (`?email=…&confirm=…`) or an e-mail change link (`?payload=…`). */
export type ConfirmationLink =
  | { kind: 'registration'; email: string; confirm: string }
  | { kind: 'emailChange'; payload: string };

/** The link in the page's query; null when the query has neither kind (the guard lets no such page through). */
export function confirmationLinkOf(search: URLSearchParams): ConfirmationLink | null {
  const payload = search.get('payload')?.trim() ?? '';
  if (payload !== '') return { kind: 'emailChange', payload };
  const email = search.get('email')?.trim() ?? '';
  const confirm = search.get('confirm')?.trim() ?? '';
  return email !== '' && confirm !== '' ? { kind: 'registration', email, confirm } : null;
}

/** Whether a reset or confirmation token has the form of the API's tokens (32 random bytes, base64url). */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
