export type { AlertProps, AlertTone } from './Alert';
export { Alert, alertTones } from './Alert';
