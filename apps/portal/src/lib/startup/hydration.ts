// Prerendered pages (decision 051): the browser's first render of such a page must draw exactly what the build drew.
// What the build cannot know (the runtime configuration, the player) is read after hydration: during it, and in
// the build's own render, `useHydrated` says false; in a page the browser renders alone it is true from the start.
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False in the build's render and while React hydrates a prerendered page; true otherwise. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

interface RouterLike<State extends { initialized: boolean }> {
  state: State;
  subscribe(listener: (state: State) => void): () => void;
}

/** The router's state once its first navigation has loaded (its loaders and lazy routes). */
export function routerReady<State extends { initialized: boolean }>(router: RouterLike<State>): Promise<State> {
  if (router.state.initialized) return Promise.resolve(router.state);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(state);
    });
  });
}

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the player typed into a prerendered page before its script arrived. React hydrates a controlled field
 * without touching its value, then sets it back to the state's own on the next render; the typed text is given to
 * the field's `onChange` instead, as if typed now. Call before hydrating; the returned function gives the values back
 * once the page has rendered after hydration.
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const typed = [...container.querySelectorAll<TextInput>('input, textarea')]
    .filter((field) => field.type !== 'hidden' && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  return () => {
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      // React watches the element's own `value` setter; the prototype's changes the field without telling it, so
      // the input event below is seen as a change.
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
