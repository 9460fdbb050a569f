import { endpoints } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { refuseOtherMethods } from '../http/errors.ts';
import { mountChanges } from './changes.ts';
import { mailerFor } from './mail.ts';
import { mountOutbox } from './outbox.ts';
import { mountRecovery } from './recovery.ts';
import { mountRegistration } from './registration.ts';
import type { AccountsModule } from './shared.ts';

/**
 * Registers the accounts module's routes on the app: registration and confirmation, password reset, e-mail and
 * password change under `/api/account/…`, and the development outbox at `/api/dev/outbox`.
 */
export function mountAccounts(app: Hono, context: ServerContext, module?: Partial<AccountsModule>): void {
  const accounts: AccountsModule = { context, mailer: module?.mailer ?? mailerFor(context) };
  mountRegistration(app, accounts);
  mountRecovery(app, accounts);
  mountChanges(app, accounts);
  mountOutbox(app, context, accounts.mailer);

  const paths = [
    endpoints.register,
    endpoints.usernameAvailability,
    endpoints.confirmEmail,
    endpoints.pendingLinks,
    endpoints.resendConfirmation,
    endpoints.passwordResetRequest,
    endpoints.passwordReset,
    endpoints.emailChange,
    endpoints.emailChangeConfirm,
    endpoints.passwordChange,
    endpoints.reauthenticate,
    endpoints.reauthCode,
  ];
  refuseOtherMethods(app, paths);
}
