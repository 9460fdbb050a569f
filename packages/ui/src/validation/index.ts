export type { EmailDnsCheckOptions, EmailDnsOutcome, EmailDnsValidator } from './emailDns';
export { createEmailDnsCheck } from './emailDns';
export type { GenericRuleOptions, PasswordCheck, RuleFailure, ValidationResult } from './rules';
export {
  confirmed,
  digits,
  emailFormat,
  maxLength,
  maxValue,
  minLength,
  minValue,
  orderId,
  password,
  passwordChecks,
  passwordMinLength,
  passwordSpecialCharacters,
  required,
  username,
  usernameForbiddenCharacters,
} from './rules';
export type { ValidationRule } from './runRules';
export type { FieldRule } from './useFieldValidation';
