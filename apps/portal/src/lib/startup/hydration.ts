// Prerendered pages (decision 051): the browser's first render of such a page must draw exactly what the build drew.
// What the build cannot know (the runtime configuration, the player) is read after hydration: during it, and in
// the build's own render, `useHydrated` says false; in a page the browser renders alone it is true from the start.
import { createContext, createElement, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/** True unless a provider says the page is being hydrated: a page the browser renders alone knows all at once. */
const HydratedContext = createContext(true);

/**
 * Says to `useHydrated` whether the tree under it is hydrating a prerendered page. Once hydrated, the parts that wait
 * for it (the runtime configuration, the submit buttons) render again as a transition: in slices, a press or a
 * keystroke first. (A store read through `useSyncExternalStore` would flip them in one blocking render, which took
 * 50 ms of a slowed phone's main thread, effects included, right after the hydration itself; decision 055.)
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext, { value: hydrated }, children);
}

/** False in the build's render and while React hydrates a prerendered page; true otherwise. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
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

/**
 * What the player entered into a prerendered page before its script arrived. React hydrates a controlled field
 * without touching its value, then sets it back to the state's own on the next render; what was entered is given to
 * the field's `onChange` instead, as if entered now: the text typed, the box ticked. Call before hydrating; the
 * returned function gives the values back once the page has rendered after hydration. (A DateField reads its
 * segments back itself.)
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const entered = [...container.querySelectorAll<HTMLInputElement>('input, textarea')]
    .filter((field) =>
      field.type === 'checkbox'
        ? field.checked !== field.defaultChecked
        : field.type !== 'hidden' && field.value !== field.defaultValue,
    )
    .map((field) => [field, field.value, field.checked] as const);
  return () => {
    // (A field no longer in the page takes it all without effect.)
    for (const [field, value, checked] of entered) {
      if (field.type === 'checkbox') {
        // The state still has the box as drawn, whether or not React has set the element back yet: set back through
        // the element's own setter, which React watches, a click ticks it as the player did, with its events.
        field.checked = !checked;
        field.click();
        continue;
      }
      // Set back by React to its state's value, or still showing what was typed (a field React has not drawn again
      // since, whose state has not heard of it either): either way the state is told. React watches the element's
      // own `value` setter: through it, the field is as drawn; the prototype's then changes it without telling
      // React, so the input event below is seen as a change.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // A field the player has left is left again: its value is committed now (a text field's `onChange` otherwise
      // waits for a pause in typing), as when they moved on from it.
      if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  };
}
