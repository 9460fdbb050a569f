// The external sign-in buttons of prerendered pages (decision 051). They follow the server's configuration, which the
// portal's build does not know: the build leaves them an empty place and writes a template of them in
// `prerendered/rules.json`; the server draws the configured methods into that place once, when it has read its
// public configuration, so that the page the player first sees has them where React draws them after hydration.

/** What `prerendered/rules.json` says of the buttons (apps/portal/build/prerender-routes.ts). */
export interface ExternalSignInTemplate {
  /** The empty place as the build drew it: `<div data-part="external-sign-in" …></div>`. */
  slot: string;
  /** What the template has in place of a method's code, label, display class and environment, and of its items. */
  tokens: { code: string; label: string; displayClass: string; environment: string; items: string };
  /** Per locale: the buttons' section (`tokens.items` where the items go) and one item (a method's button). */
  locales: Record<string, { section: string; item: string }>;
}

/** A method as the public configuration gives it (`signInMethods`): only the active ones get a button. */
export interface DrawnSignInMethod {
  code: string;
  label: string;
  displayClass: string;
  environment: string | null;
  active: boolean;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/**
 * The page with the locale's buttons for the active methods drawn into its empty place, or the page as it is when it
 * has no place for them, no template of its locale, or no active method (React then draws none either).
 */
export function drawExternalSignIn(
  page: string,
  locale: string,
  template: ExternalSignInTemplate,
  methods: readonly DrawnSignInMethod[],
): string {
  const drawn = template.locales[locale];
  const active = methods.filter((method) => method.active);
  if (!drawn || active.length === 0 || !page.includes(template.slot)) return page;
  const { tokens } = template;
  const items = active
    .map((method) => {
      let item = drawn.item;
      // React writes no attribute for a method without an environment.
      if (method.environment === null) item = item.replace(` data-environment="${tokens.environment}"`, '');
      // Functions as replacements: a `$` in a label is text, not a pattern.
      return item
        .replaceAll(tokens.code, () => escapeHtml(method.code))
        .replaceAll(tokens.displayClass, () => escapeHtml(method.displayClass))
        .replaceAll(tokens.environment, () => escapeHtml(method.environment ?? ''))
        .replaceAll(tokens.label, () => escapeHtml(method.label));
    })
    .join('');
  const opening = template.slot.slice(0, -'</div>'.length);
  return page.replace(template.slot, () => `${opening}${drawn.section.replace(tokens.items, () => items)}</div>`);
}

/** The public configuration's methods, when it has a list of them. */
export function signInMethodsOf(config: Record<string, unknown>): DrawnSignInMethod[] {
  const methods = config.signInMethods;
  return Array.isArray(methods) ? (methods as DrawnSignInMethod[]) : [];
}
