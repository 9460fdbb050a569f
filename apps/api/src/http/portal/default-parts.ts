// The parts that a flag drawn on in every prerendered page adds to it (the footer's game-support link; the portal
// build's `drawnByDefault`, decision 060), which a deployment with the flag off must not send (decision 068): the
// page would be hydrated with the part, then lose it, and what follows it would move under the player's press.

/** Per flag, per locale, the text the flag adds to a page (`defaultParts` of the build's `prerendered/rules.json`). */
export type DefaultParts = Readonly<Record<string, Readonly<Record<string, string>>>>;

const rootTag = /<div id="root"[^>]*>/;
const featuresAttribute = /\sdata-features="([^"]*)"/;

/**
 * A prerendered page of `locale` without the parts of the flags in `off` that it was drawn with (`#root`'s
 * `data-features`): each part cut out, and its flag out of the attribute, so that the page is hydrated as sent. A
 * part found more than once is left with its flag (the build refuses such a page). The same string when nothing
 * changes.
 */
export function withoutParts(page: string, locale: string, parts: DefaultParts, off: readonly string[]): string {
  const root = rootTag.exec(page)?.[0];
  const attribute = root === undefined ? undefined : featuresAttribute.exec(root);
  if (root === undefined || !attribute) return page;
  const drawn = (attribute[1] ?? '').split(' ').filter((flag) => flag !== '');
  let text = page;
  const kept: string[] = [];
  for (const flag of drawn) {
    const part = off.includes(flag) ? parts[flag]?.[locale] : undefined;
    const pieces = part === undefined ? [] : text.split(part);
    if (part === undefined || pieces.length > 2) {
      kept.push(flag);
      continue;
    }
    // Once, or not at all (a page without the frame's footer): either way, not drawn with it.
    text = pieces.join('');
  }
  if (kept.length === drawn.length) return page;
  const features = kept.length > 0 ? ` data-features="${kept.join(' ')}"` : '';
  return text.replace(root, root.replace(attribute[0], features));
}
