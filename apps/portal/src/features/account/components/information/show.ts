import type { NoticeState } from '../shared';

/** Shows a notice at the top of the page (with `focus`, moves focus to it). */
export type Show = (tone: NoticeState['tone'], text: string, focus?: boolean) => void;
