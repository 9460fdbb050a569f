export type { PasswordFieldProps, PasswordFieldPurpose } from './PasswordField';
export { PasswordField, passwordCheckOrder, passwordFieldPurposes } from './PasswordField';
