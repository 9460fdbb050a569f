import type { DataStrategyFunction, DataStrategyResult } from 'react-router';
import { nextTask } from './next-task';

/**
 * The router's data strategy: the first load's loaders each start in a task of their own (decision 062). The root's
 * (configuration, session, shell strings), the locale's (its messages) and the page's (guards, feature strings, code)
 * had run inside the router's creation, which took 65 to 100 ms of a phone slowed four times (36 to 69 ms without
 * them). Later navigations run them as the router's default does, without the hop. Which loaders run (`shouldLoad`)
 * and what each gives are the router's, as by default.
 */
export function firstLoadInTasks(): DataStrategyFunction {
  let first = true;
  return async ({ matches }) => {
    const apart = first;
    first = false;
    const results: Record<string, DataStrategyResult> = {};
    await Promise.all(
      matches
        .filter((match) => match.shouldLoad)
        .map(async (match) => {
          if (apart) await nextTask();
          results[match.route.id] = await match.resolve();
        }),
    );
    return results;
  };
}
