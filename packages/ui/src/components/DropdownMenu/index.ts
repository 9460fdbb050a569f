export type {
  DropdownMenuAlign,
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuGroupProps,
  DropdownMenuItemProps,
  DropdownMenuItemTone,
  DropdownMenuProps,
  DropdownMenuSide,
  DropdownMenuTriggerProps,
} from './DropdownMenu';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuAligns,
  dropdownMenuItemTones,
  dropdownMenuSides,
} from './DropdownMenu';
