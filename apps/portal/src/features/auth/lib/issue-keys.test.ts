import { accountMessages } from '@mynacon/contract';
import { expect, test } from 'vitest';
import { ApiRequestError } from '../../../lib/http/errors';
import { fieldMessagesOf, shownMessageOf } from '../../../lib/http/refusals';
import { registrationIssueKeys } from './issue-keys';

test('a username taken at registration says so in the registration’s words', () => {
  const taken = { code: 'username_taken', message: accountMessages.usernameTaken } as const;
  expect(shownMessageOf(taken, registrationIssueKeys)).toEqual({ key: 'portal.register.username.taken' });
  const conflict = new ApiRequestError({
    endpointId: 'register',
    status: 409,
    code: 'conflict',
    message: accountMessages.usernameTaken,
    issues: [{ path: 'username', ...taken }],
  });
  expect(fieldMessagesOf(conflict, ['username'], registrationIssueKeys)?.fields.username).toEqual({
    key: 'portal.register.username.taken',
  });
});
