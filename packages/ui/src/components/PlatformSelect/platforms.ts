/** A ticket platform option as the API sends it. `Parent::Child` is a model under the global platform `Parent`. */
export interface PlatformOption {
  /** The API's id, submitted as the field's value. */
  id: string | number;
  /** `PC`, `PC::Steam`, `Xbox::Xbox One`… */
  name: string;
}

/** The separator between a global platform and one of its models. */
export const platformSeparator = '::';

/**
 * Parents whose models are shown by the model name alone ('PC::Steam' → 'Steam'). Matched case-insensitively
 * against the whole trimmed parent: 'pc::Steam' and ' PlayStation ::PS5' qualify, 'PC Games::Steam' does not.
 */
export const platformsShownByModel = ['PC', 'PlayStation'] as const;

interface ParsedPlatform {
  /** The global platform this one groups under, compared case-insensitively. */
  groupKey: string;
  /** The parent's text as written (the group's header when the global platform itself is not in the list). */
  parent: string;
  isModel: boolean;
  displayName: string;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');
const keyOf = (text: string) => collapse(text).toLowerCase();
const shownByModel = new Set<string>(platformsShownByModel.map(keyOf));

/** Words in order, each kept only the first time it appears (compared case-insensitively). */
function withoutDuplicateWords(text: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.join(' ');
}

function parsePlatform(name: string): ParsedPlatform {
  const index = name.indexOf(platformSeparator);
  if (index === -1) {
    const display = collapse(name);
    return { groupKey: keyOf(display), parent: display, isModel: false, displayName: display };
  }
  // Further separators ('A::B::C') read as spaces: a display name never shows '::'.
  const clean = (segment: string) => collapse(segment.split(platformSeparator).join(' '));
  const parent = clean(name.slice(0, index));
  const child = clean(name.slice(index + platformSeparator.length));
  // 'PC::' or '::Steam' is not a model: it stands for the one platform that is written.
  if (parent === '' || child === '') {
    const display = parent || child;
    return { groupKey: keyOf(display), parent: display, isModel: false, displayName: display };
  }
  const displayName = shownByModel.has(keyOf(parent)) ? child : withoutDuplicateWords(`${parent} ${child}`);
  return { groupKey: keyOf(parent), parent, isModel: true, displayName };
}

/**
 * The name a player sees. A model of PC or PlayStation shows its model name alone ('PC::Steam' → 'Steam',
 * 'PlayStation::PS5' → 'PS5'); any other model shows parent and model with repeated words dropped
 * ('Xbox::Xbox Series X|S' → 'Xbox Series X|S', 'Nintendo Switch::Nintendo Switch Lite' → 'Nintendo Switch Lite').
 * A global platform shows its name. Runs of spaces collapse to one, and the result never contains '::'.
 */
export function platformDisplayName(name: string): string {
  return parsePlatform(name).displayName;
}

/** True for a `Parent::Child` model, false for a global platform. */
export function isPlatformModel(name: string): boolean {
  return parsePlatform(name).isModel;
}

/** One option of a group, with the name to show. */
export interface GroupedPlatform<T extends PlatformOption = PlatformOption> {
  option: T;
  displayName: string;
  /** True for the global platform itself, false for its models. */
  isGlobal: boolean;
}

/** A global platform and its models. */
export interface PlatformGroup<T extends PlatformOption = PlatformOption> {
  /** The global platform, lower-cased: groups match parents case-insensitively. */
  key: string;
  /** The header: the global platform's display name, or the parent as written when the list lacks it. */
  name: string;
  /** The global platform first (when present), then its models, each in the order given. */
  platforms: GroupedPlatform<T>[];
}

/**
 * Groups options under their global platform. Groups come in the order their first member appears; in each,
 * the global platform comes first, then its models in the order given. Every option appears exactly once;
 * a model whose global platform is missing still gets its group, named after the parent it gives.
 */
export function groupPlatforms<T extends PlatformOption>(options: readonly T[]): PlatformGroup<T>[] {
  const groups = new Map<
    string,
    { name: string; hasGlobalName: boolean; globals: GroupedPlatform<T>[]; models: GroupedPlatform<T>[] }
  >();
  for (const option of options) {
    const parsed = parsePlatform(option.name);
    let group = groups.get(parsed.groupKey);
    if (!group) {
      group = { name: parsed.parent, hasGlobalName: false, globals: [], models: [] };
      groups.set(parsed.groupKey, group);
    }
    const entry = { option, displayName: parsed.displayName, isGlobal: !parsed.isModel };
    if (parsed.isModel) {
      group.models.push(entry);
    } else {
      group.globals.push(entry);
      if (!group.hasGlobalName) {
        group.name = parsed.displayName;
        group.hasGlobalName = true;
      }
    }
  }
  return [...groups].map(([key, group]) => ({
    key,
    name: group.name,
    platforms: [...group.globals, ...group.models],
  }));
}
