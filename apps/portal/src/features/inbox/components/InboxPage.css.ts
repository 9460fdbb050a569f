import { vars } from '@mynacon/ui';
import { style } from '@vanilla-extract/css';

export { rowList as inboxList } from '../../../lib/page/page.css';

export const notificationFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  width: '100%',
});
