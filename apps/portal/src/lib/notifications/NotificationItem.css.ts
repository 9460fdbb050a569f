import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

/** The row under a notification: when it came and, in the inbox, "Mark as read". */
export const notificationFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  width: '100%',
});
