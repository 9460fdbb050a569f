import { style } from '@vanilla-extract/css';
import { focusTarget } from '../../../../lib/page/layout';

/** Takes focus when an outcome is shown, so that it is read out and the next Tab goes on from it. */
export const noticeFocus = style(focusTarget);
