import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import type { StoreApi } from 'zustand';
import { create, useStore } from './hydrating-store';
import { HydrationProvider } from './hydration';

interface Counter {
  count: number;
}

function Count({ store }: { store: StoreApi<Counter> }) {
  return <output>{useStore(store, (state) => state.count)}</output>;
}

/** Calls `ran` from its effect, which runs in the same task as every other effect of the same commit. */
function Effects({ ran }: { ran: () => void }) {
  useEffect(() => ran(), [ran]);
  return null;
}

/** A store read through its bound hook, as the portal's are (`useSession(selector)`). */
const useCounter = create<Counter>()(() => ({ count: 1 }));
function BoundCount() {
  return <output>{useCounter((state) => state.count)}</output>;
}

const containers: HTMLElement[] = [];
function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe('stores read while a prerendered page hydrates (decision 065)', () => {
  test('a store changed before hydration is drawn as the page was, then takes its value in a later task, not in the one that runs the effects', async () => {
    const store = create<Counter>()(() => ({ count: 1 }));
    let shownAfterEffects: string | null | undefined;
    const page = container();
    const tree = (
      <HydrationProvider hydrating>
        <Count store={store} />
        {/* Read once the effects' task is over: a render forced from those effects is committed by then. */}
        <Effects ran={() => queueMicrotask(() => (shownAfterEffects = page.textContent))} />
      </HydrationProvider>
    );
    page.innerHTML = renderToString(tree);
    expect(page.textContent).toBe('1');
    // The start-up changes the store after the page was drawn, before React has hydrated it (a session read, a read set
    // on its way).
    store.setState({ count: 2 });
    const recoverable: unknown[] = [];
    startTransition(() => {
      hydrateRoot(page, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });

    await expect.poll(() => page.textContent).toBe('2');
    // zustand's own hook re-renders it in the effects' task, at once: 2 here.
    expect(shownAfterEffects).toBe('1');
    // The hydration kept the server's elements: nothing was drawn anew.
    expect(recoverable).toEqual([]);
  });

  test('once the page has hydrated, a change renders as any store update', async () => {
    const store = create<Counter>()(() => ({ count: 1 }));
    const page = container();
    let hydrated!: () => void;
    const effectsRan = new Promise<void>((resolve) => {
      hydrated = resolve;
    });
    const tree = (
      <HydrationProvider hydrating>
        <Count store={store} />
        <Effects ran={hydrated} />
      </HydrationProvider>
    );
    page.innerHTML = renderToString(tree);
    startTransition(() => {
      hydrateRoot(page, tree);
    });
    await effectsRan;
    await expect.poll(() => page.querySelector('output')?.textContent).toBe('1');
    store.setState({ count: 3 });
    await expect.poll(() => page.textContent).toBe('3');
  });

  test('a page the browser draws alone reads the store as it is from its first render, through the bound hook', async () => {
    useCounter.setState({ count: 5 });
    const page = container();
    const root = createRoot(page);
    root.render(
      <HydrationProvider hydrating={false}>
        <BoundCount />
      </HydrationProvider>,
    );
    await expect.poll(() => page.textContent).toBe('5');
    useCounter.setState({ count: 6 });
    await expect.poll(() => page.textContent).toBe('6');
    expect(useCounter.getInitialState().count).toBe(1);
    root.unmount();
  });
});
