// Shared code run a task each before the code that needs it (decision 069). A lazy page's import runs its whole module
// graph in one task once its chunks have arrived: the signed-in home's ran the data store, the contract's tables and the
// page's display parts together, 14–23 ms here (56–92 ms on a phone slowed four times). Importing the heaviest
// shared parts first, a task apart, gives the browser the main thread back between them. The chunks are fetched as
// before (a prerendered page asks for them all after its first paint): this orders their running, not their fetching.
import { nextTask } from './next-task';

/** The imports run before a key's own code, in order. */
export type GroundworkParts<Key extends string> = Partial<Record<Key, ReadonlyArray<() => Promise<unknown>>>>;

/**
 * Makes `groundwork(key)`: it resolves once the key's parts have run, each in a task after the one before; once
 * for a key however often it is asked. A part that fails to load stops nothing: the code that needs it then imports
 * it itself, and fails or recovers as it would have, and the next call for the key tries the parts again.
 */
export function createGroundwork<Key extends string>(parts: GroundworkParts<Key>): (key: Key) => Promise<void> {
  const runs = new Map<Key, Promise<void>>();
  return (key) => {
    let run = runs.get(key);
    if (run === undefined) {
      run = (parts[key] ?? [])
        .reduce<Promise<unknown>>((ran, load) => ran.then(nextTask).then(load), Promise.resolve())
        .then(
          () => undefined,
          () => {
            runs.delete(key);
          },
        );
      runs.set(key, run);
    }
    return run;
  };
}
