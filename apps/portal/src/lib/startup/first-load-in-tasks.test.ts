import { createMemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { firstLoadInTasks } from './first-load-in-tasks';

/** Lets every queued microtask run, and those they queue, without letting a task run. */
async function microtasks(): Promise<void> {
  for (let round = 0; round < 50; round += 1) await Promise.resolve();
}

function routerWith(dataStrategy?: ReturnType<typeof firstLoadInTasks>) {
  const calls: string[] = [];
  const loader = (id: string) => () => {
    calls.push(id);
    return id;
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: loader('root'),
        children: [
          { id: 'home', index: true, loader: loader('home') },
          { id: 'page', path: 'page', loader: loader('page') },
        ],
      },
    ],
    dataStrategy === undefined ? {} : { dataStrategy },
  );
  return { router, calls };
}

describe('firstLoadInTasks', () => {
  test('the first load runs no loader in the task that creates the router, then every loader with its data', async () => {
    // Without it, the router runs its loaders in the task that creates it.
    const plain = routerWith();
    await microtasks();
    expect(plain.calls).toEqual(['root', 'home']);
    plain.router.dispose();

    const { router, calls } = routerWith(firstLoadInTasks());
    await microtasks();
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect([...calls].sort()).toEqual(['home', 'root']);
    expect(router.state.loaderData).toEqual({ root: 'root', home: 'home' });
    router.dispose();
  });

  test('a later navigation runs its loaders at once, and only those the router asks for', async () => {
    const { router, calls } = routerWith(firstLoadInTasks());
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    calls.length = 0;
    const navigation = router.navigate('/page');
    await microtasks();
    // The root's data is kept (the router does not ask for it again); the page's loader ran without waiting a task.
    expect(calls).toEqual(['page']);
    await navigation;
    expect(router.state.loaderData).toEqual({ root: 'root', page: 'page' });
    router.dispose();
  });
});
