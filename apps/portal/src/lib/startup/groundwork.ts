// Shared code run a task each before the code that needs it (decision 069). A lazy page's import runs its whole module
// graph in one task once its chunks have arrived: the signed-in home's ran the data store, the contract's tables and the
// page's display parts together, 14–23 ms here (56–92 ms on a phone slowed four times). Importing the heaviest
// shared parts first, a task apart, gives the browser the main thread back between them. The chunks are fetched as
// before (a prerendered page asks for them all after its first paint): this orders their running, not their fetching.
import { nextTask } from './next-task';

/**
 * `load`, once `parts` have been imported in order, each in a task after the one before, and `load` in the task after
 * the last. A module already run is not run again, so a second call only waits its turn. A part that fails to load
 * fails the call, as the same chunk would have failed `load`'s own import.
 */
export function afterParts<T>(parts: ReadonlyArray<() => Promise<unknown>>, load: () => Promise<T>): () => Promise<T> {
  return () =>
    parts
      .reduce<Promise<unknown>>((ran, part) => ran.then(nextTask).then(part), Promise.resolve())
      .then(nextTask)
      .then(load);
}
