import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  AccountEmailBody,
  ApiError,
  accountMessages,
  DeviceRenameBody,
  ErrorIssue,
  errorIssuesOf,
  externalSignInMessages,
  issueCodes,
  minLengthMessage,
  PasswordChangeBody,
  PasswordResetBody,
  RegistrationBody,
} from '../src/index.ts';
import { buildOpenApiDocument } from '../src/openapi.ts';

const issuesOf = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) throw new Error('expected a refusal');
  return errorIssuesOf(parsed.error);
};

describe('issue codes', () => {
  test('are unique snake_case words', () => {
    expect(new Set(issueCodes).size).toBe(issueCodes.length);
    for (const code of issueCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  test('the registration rules raise their codes, with the numbers of their messages', () => {
    const issues = issuesOf(RegistrationBody, {
      email: 'not an address',
      username: 'ab',
      password: 'weak',
      dateOfBirth: '1990-13-40',
      country: 'gb',
      locale: 'en-GB',
      terms: true,
    });
    expect(issues).toEqual([
      { path: 'email', code: 'email_format', message: accountMessages.emailFormat },
      { path: 'username', code: 'too_short', params: { min: 3 }, message: minLengthMessage(3) },
      { path: 'password', code: 'password_rules', message: accountMessages.password },
      { path: 'dateOfBirth', code: 'invalid', message: accountMessages.invalid },
      { path: 'country', code: 'invalid', message: accountMessages.invalid },
    ]);
    expect(issuesOf(RegistrationBody, { username: 'a b c' }).find((issue) => issue.path === 'username')).toEqual({
      path: 'username',
      code: 'username_characters',
      message: accountMessages.username,
    });
  });

  test('a mailed link and a current password refused by their schemas', () => {
    expect(issuesOf(PasswordResetBody, { email: 'a@b.test', token: 'short', password: 'Str0ng-Pass!' })).toEqual([
      { path: 'token', code: 'link_invalid', message: accountMessages.linkInvalid },
    ]);
    expect(issuesOf(PasswordChangeBody, { currentPassword: '', password: 'Str0ng-Pass!' })).toEqual([
      { path: 'currentPassword', code: 'invalid', message: accountMessages.invalid },
    ]);
    expect(issuesOf(AccountEmailBody, {})).toEqual([
      { path: 'email', code: 'invalid', message: accountMessages.invalid },
    ]);
  });

  test('the texts players type: required, too long with its limit, control characters', () => {
    expect(issuesOf(DeviceRenameBody, { name: ' ' })).toEqual([
      { path: 'name', code: 'required', message: 'Required' },
    ]);
    expect(issuesOf(DeviceRenameBody, { name: 'x'.repeat(51) })).toEqual([
      { path: 'name', code: 'too_long', params: { max: 50 }, message: 'At most 50 characters' },
    ]);
    expect(issuesOf(DeviceRenameBody, { name: 'a\u0007b' })).toEqual([
      { path: 'name', code: 'control_characters', message: 'Control characters are not allowed' },
    ]);
  });

  test('a rule without a code of its own is `other`, with its message', () => {
    // Zod's own text, whichever of its locales the process has configured (the API configures English).
    const schema = z.object({ n: z.int() });
    const message = z.safeParse(schema, { n: 'x' }).error?.issues[0]?.message;
    expect(message).toMatch(/^Invalid input/);
    expect(issuesOf(schema, { n: 'x' })).toEqual([{ path: 'n', code: 'other', message }]);
  });

  test('the external sign-in texts a schema raises have their codes', () => {
    const state = z.object({ state: z.string(externalSignInMessages.stateInvalid) });
    expect(issuesOf(state, {})).toEqual([
      { path: 'state', code: 'state_invalid', message: externalSignInMessages.stateInvalid },
    ]);
  });

  test('an issue without a code, or with one outside the list, is not a contract issue', () => {
    expect(z.safeParse(ErrorIssue, { path: 'x', message: 'Invalid field' }).success).toBe(false);
    expect(z.safeParse(ErrorIssue, { path: 'x', code: 'nope', message: 'Invalid field' }).success).toBe(false);
    const gone = { error: { code: 'gone', message: accountMessages.linkUsed, reason: 'link_used' } };
    expect(z.parse(ApiError, gone)).toEqual(gone);
  });
});

describe('the OpenAPI document', () => {
  const schemas = buildOpenApiDocument({ serverUrl: 'http://localhost:3000' }).components.schemas as Record<
    string,
    { properties?: Record<string, unknown>; required?: string[]; enum?: string[] }
  >;

  test('describes the issue codes once and uses them for issues and reasons', () => {
    expect(schemas.IssueCode?.enum).toEqual([...issueCodes]);
    expect(schemas.ErrorIssue?.required).toEqual(['path', 'code', 'message']);
    expect(schemas.ErrorIssue?.properties?.code).toEqual({ $ref: '#/components/schemas/IssueCode' });
    expect(JSON.stringify(schemas.ApiError)).toContain('"reason":{"$ref":"#/components/schemas/IssueCode"}');
  });
});
