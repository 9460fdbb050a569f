import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria';

export interface NavigationProviderProps {
  /** Client-side navigation, such as react-router's `navigate`. Links and link buttons call it for internal hrefs. */
  navigate: (path: string) => void;
  /** Turns a router path into a real href (for base paths); defaults to the path itself. */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/**
 * Connects `Link` and link `Button`s to the app's router, so internal links navigate without a page load
 * while staying real anchors (open in new tab, copy address) for everyone.
 */
export function NavigationProvider({ navigate, useHref, children }: NavigationProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
