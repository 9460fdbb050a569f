import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  MynaconLogout,
  MynaconUser,
} from '@mynacon/ui';
import { useT } from '../../lib/i18n/useT';
import { signOutAndLeave } from '../session-flow';
import { accountLinks } from './navigation';

export interface AccountMenuProps {
  /** The trigger's label: the player's name. */
  name: string;
  /** Shows the referral page. */
  referralProgram: boolean;
}

/** The signed-in player's menu: the account pages, then "Sign out". */
export function AccountMenu({ name, referralProgram }: AccountMenuProps) {
  const { t, locale } = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger variant="ghost" icon={<MynaconUser />}>
        {name}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {accountLinks(locale, t, referralProgram).map((link) => (
          <DropdownMenuItem key={link.href} href={link.href} icon={link.icon}>
            {link.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<MynaconLogout />} onSelect={() => void signOutAndLeave(locale)}>
          {t('portal.account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
