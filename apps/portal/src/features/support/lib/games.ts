// The supported games as the games page lists them: active games first, then the inactive ones, each part by name.
import type { Game } from '@mynacon/contract';

/** Active games by name, then inactive games by name (`locale` sorts the names as the player reads them). */
export function orderGames<G extends Pick<Game, 'name' | 'is_active'>>(games: readonly G[], locale?: string): G[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...games].sort((a, b) => Number(b.is_active) - Number(a.is_active) || collator.compare(a.name, b.name));
}
