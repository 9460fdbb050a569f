// zod's issues in the contract's form, for the server's refusals. Apart from `errors.ts` (the error answer's schema,
// which every client parses with) because it knows the texts of the registration and external sign-in rules: a
// client that only reads error answers does not load those forms' schemas with them.
import type * as z from 'zod/mini';
import type { ErrorIssue } from './errors.ts';
import { externalSignInMessages } from './external-signin.ts';
import { type IssueCode, inputMessages, issueCodes } from './issues.ts';
import { accountMessages } from './registration.ts';

/** The texts of the contract's own rules and the codes they stand for: the schemas raise exactly these strings. */
const codeOfText: ReadonlyMap<string, IssueCode> = new Map<string, IssueCode>([
  [accountMessages.invalid, 'invalid'],
  [accountMessages.password, 'password_rules'],
  [accountMessages.username, 'username_characters'],
  [accountMessages.emailFormat, 'email_format'],
  [accountMessages.usernameTaken, 'username_taken'],
  [accountMessages.linkInvalid, 'link_invalid'],
  [externalSignInMessages.stateInvalid, 'state_invalid'],
  [externalSignInMessages.ticketInvalid, 'ticket_invalid'],
  [inputMessages.required, 'required'],
  [inputMessages.controlCharacters, 'control_characters'],
  [inputMessages.controlCharactersExceptNewlines, 'control_characters'],
]);

/**
 * One zod issue in the contract's form. A check that names its code (`params: { code, ...numbers }`, see `coded`)
 * gives it with its numbers; a contract text gives the code it stands for; a length check gives `too_short` or
 * `too_long` with its limit; anything else is `other`, with zod's or the schema's message.
 */
export function errorIssueOf(issue: z.core.$ZodIssue): ErrorIssue {
  const path = issue.path.map(String).join('.');
  const message = issue.message || 'Invalid input';
  if (issue.code === 'custom') {
    const { code, ...rest } = (issue.params ?? {}) as Record<string, unknown>;
    if (typeof code === 'string' && (issueCodes as readonly string[]).includes(code)) {
      const params = Object.fromEntries(
        Object.entries(rest).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      );
      return { path, code: code as IssueCode, message, ...(Object.keys(params).length > 0 ? { params } : {}) };
    }
  }
  const known = codeOfText.get(message);
  if (known !== undefined) return { path, code: known, message };
  if (issue.code === 'too_small' && issue.origin === 'string')
    return { path, code: 'too_short', message, params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { path, code: 'too_long', message, params: { max: Number(issue.maximum) } };
  return { path, code: 'other', message };
}

/** zod's issues in the contract's form. */
export function errorIssuesOf(error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map(errorIssueOf);
}
