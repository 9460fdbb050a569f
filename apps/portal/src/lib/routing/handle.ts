import type { UIMatch } from 'react-router';
import type { LayoutName, MiddlewareName, RouteName } from '../../config/paths';

/** What every page route carries in `handle`: its name, its layout and the guards that run before it. */
export interface PageHandle {
  name: RouteName;
  layout: LayoutName;
  middleware: readonly MiddlewareName[];
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'layout' in handle;
}

/** The handle of the deepest page route among the matches. */
export function pageHandleOf(matches: readonly UIMatch[]): PageHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return undefined;
}
