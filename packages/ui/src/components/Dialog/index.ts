export type {
  DialogCloseProps,
  DialogContentProps,
  DialogDescriptionProps,
  DialogFooterProps,
  DialogProps,
  DialogRole,
  DialogSize,
  DialogTitleProps,
  DialogTriggerProps,
} from './Dialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  dialogRoles,
  dialogSizes,
} from './Dialog';
