// The order number rule (spec section 5): 'NA', then 2 to 4 letters or digits, then exactly 9 digits; the
// message is 'Format must be NAXXXXXXXXXXX' (the design system's `orderId` rule words it).

const pattern = /^NA[A-Za-z0-9]{2,4}[0-9]{9}$/;

/** Whether a typed value follows the rule, spaces around it aside. */
export function isOrderNumber(value: string): boolean {
  return pattern.test(value.trim());
}

/**
 * The order number as the shop stores it (upper case: the rule lets the letters after 'NA' be typed in lower
 * case), or null when the value does not follow the rule.
 */
export function orderNumberOf(value: string): string | null {
  return isOrderNumber(value) ? value.trim().toUpperCase() : null;
}
