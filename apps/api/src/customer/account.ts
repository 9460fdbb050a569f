import { endpoints, type LocaleCode, type SignInMethodCode } from '@mynacon/contract';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { composeMail, mailerFor } from '../accounts/mail.ts';
import { methodLabels } from '../accounts/method-labels.ts';
import { dateOfBirthMessage, newReferralCode, usernameConflict, usernameTaken } from '../accounts/new-account.ts';
import { isUniqueViolation, localeOf, portalUrl, usernameKey } from '../accounts/shared.ts';
import { recordSecurityEvent } from '../auth/audit.ts';
import { isRecentlyReauthenticated, reauthRequired } from '../auth/reauth.ts';
import type { ServerContext } from '../context.ts';
import { toIso } from '../data/snapshot.ts';
import type { Database } from '../db/types.ts';
import { json } from '../http/answers.ts';
import { jsonBody, pathParams } from '../http/input.ts';
import { badField, Refusal } from '../http/refusal.ts';
import { clientAddress } from '../services/client-address.ts';
import { asPlayer, nowIso, type PlayerGuard, playerRoute, unknownPlayer } from './http.ts';

async function information(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('stores', 'stores.code', 'users.locale')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.firstname',
      'users.lastname',
      'users.date_of_birth',
      'users.country_id',
      'users.locale',
      'users.newsletter_subscribed',
      'stores.store_code',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) throw unknownPlayer();
  return {
    user_id: row.id,
    email: row.email,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    date_of_birth: row.date_of_birth,
    country_id: row.country_id,
    locale: row.locale as LocaleCode,
    store_code: row.store_code ?? 'nacon_en',
    newsletter_subscribed: row.newsletter_subscribed,
  };
}

async function linkedAccounts(db: Kysely<Database>, userId: number) {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (user === undefined) throw unknownPlayer();
  const rows = await db
    .selectFrom('linked_accounts')
    .select(['provider', 'display_name', 'linked_at'])
    .where('user_id', '=', userId)
    // A pending link (decision 042) is no way in: it shows here once kept.
    .where('pending_until', 'is', null)
    .orderBy('provider')
    .execute();
  return {
    items: rows.map((row) => ({
      provider: row.provider,
      display_name: row.display_name,
      linked_at: toIso(row.linked_at),
    })),
    has_password: user.password_hash !== null,
  };
}

/** Account information, referrals and linked external accounts. */
export function mountAccount(app: Hono, context: ServerContext, guard: PlayerGuard): void {
  const { db } = context;
  const mailer = mailerFor(context);

  /** Tells the account's owner that an external account can no longer sign in to it. */
  const mailUnlinkNotice = async (trx: typeof db, userId: number, provider: SignInMethodCode, name: string) => {
    const owner = await trx
      .selectFrom('users')
      .select(['email', 'username', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (owner === undefined) return;
    const method = await trx
      .selectFrom('sign_in_methods')
      .select('label')
      .where('code', '=', provider)
      .executeTakeFirst();
    const locale = localeOf(owner.locale);
    const mail = composeMail('link_removed', owner.email, locale, {
      username: owner.username,
      method: method?.label || methodLabels[provider],
      name,
      loginLink: portalUrl(context, locale, '/login'),
    });
    // In the unlink's transaction: the notice exists if and only if the unlink committed (decision 053).
    await mailer.record(trx, [mail]);
  };

  playerRoute(app, endpoints.information, guard, async (c) =>
    json({ success: true, data: await information(db, c.get('userId')) }),
  );

  playerRoute(app, endpoints.updateInformation, guard, async (c) => {
    const body = await jsonBody(c, endpoints.updateInformation);
    const userId = c.get('userId');
    const data = await asPlayer(context, userId, async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select(['username', 'country_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      // The same rules as at registration: the field issues first (400), then the username's availability (409).
      if (body.date_of_birth !== undefined) {
        const birth = dateOfBirthMessage(context, body.date_of_birth, current.country_id);
        if (birth !== null) throw badField('date_of_birth', birth.message, birth.code, birth.params);
      }
      const username = body.username?.normalize('NFC');
      const renamed = username !== undefined && username !== current.username;
      // A change of case of one's own name is no conflict: the key (and so the name) stays the player's.
      if (renamed && usernameKey(username) !== usernameKey(current.username) && (await usernameTaken(trx, username))) {
        throw usernameConflict();
      }
      try {
        await trx
          .updateTable('users')
          .set({
            ...(body.firstname === undefined ? {} : { firstname: body.firstname }),
            ...(body.lastname === undefined ? {} : { lastname: body.lastname }),
            ...(body.locale === undefined ? {} : { locale: body.locale }),
            ...(body.newsletter_subscribed === undefined ? {} : { newsletter_subscribed: body.newsletter_subscribed }),
            ...(renamed ? { username, username_key: usernameKey(username) } : {}),
            ...(body.date_of_birth === undefined ? {} : { date_of_birth: body.date_of_birth }),
            updated_at: nowIso(context),
          })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        // Another player took the name between the check and the write.
        if (renamed && isUniqueViolation(error)) throw usernameConflict();
        throw error;
      }
      return information(trx, userId);
    });
    return json({ success: true, data });
  });

  playerRoute(app, endpoints.referral, guard, async (c) => {
    if (!context.config.features.referralProgram) {
      throw new Refusal('not_found', 'The referral program is not available.');
    }
    const userId = c.get('userId');
    let user = await db
      .selectFrom('users')
      .select(['referral_code', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user === undefined) throw unknownPlayer();
    for (let attempt = 0; user.referral_code === null && attempt < 5; attempt++) {
      const code = newReferralCode();
      const taken = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
      if (taken !== undefined) continue;
      try {
        await db
          .updateTable('users')
          .set({ referral_code: code })
          .where('id', '=', userId)
          .where('referral_code', 'is', null)
          .execute();
      } catch {
        // Another request took the same code in between: draw again.
      }
      user = await db
        .selectFrom('users')
        .select(['referral_code', 'locale'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    }
    if (user.referral_code === null) {
      throw new Refusal('service_unavailable', 'No referral code could be drawn: try again.');
    }
    const referred = await db
      .selectFrom('users')
      .select(['username', 'created_at'])
      .where('referred_by', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return json({
      success: true,
      data: {
        code: user.referral_code,
        url: `${context.config.publicBaseUrl}/${user.locale}/register?referral=${encodeURIComponent(user.referral_code)}`,
        referred: referred.map((row) => ({ username: row.username, joined_at: toIso(row.created_at) })),
        referred_count: referred.length,
      },
    });
  });

  playerRoute(app, endpoints.linkedAccounts, guard, async (c) =>
    json({ success: true, data: await linkedAccounts(db, c.get('userId')) }),
  );

  playerRoute(app, endpoints.unlinkAccount, guard, async (c) => {
    const { provider } = pathParams(c, endpoints.unlinkAccount);
    const userId = c.get('userId');
    // The player's row is held: two unlinks at once cannot both see the other account as the way back in.
    const unlinked = await asPlayer(context, userId, async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const linked = await trx
        .selectFrom('linked_accounts')
        .select('provider')
        .where('user_id', '=', userId)
        .where('pending_until', 'is', null)
        .execute();
      if (!linked.some((row) => row.provider === provider)) {
        throw new Refusal('not_found', `No ${provider} account is linked to yours.`);
      }
      if (user.password_hash === null && linked.length === 1) {
        throw new Refusal(
          'conflict',
          `Unlinking ${provider} would leave no way to sign in: set a password or link another account first.`,
        );
      }
      // After the rules above, which reveal nothing and change nothing: the unlink itself needs a recent proof.
      if (!(await isRecentlyReauthenticated(trx, c.get('sessionId'), context.now()))) {
        throw reauthRequired();
      }
      const removed = await trx
        .deleteFrom('linked_accounts')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .where('pending_until', 'is', null)
        .returning('display_name')
        .executeTakeFirstOrThrow();
      await mailUnlinkNotice(trx, userId, provider, removed.display_name);
      return { data: await linkedAccounts(trx, userId), name: removed.display_name };
    });
    mailer.dispatch();
    await recordSecurityEvent(context, {
      type: 'external_unlinked',
      userId,
      sessionId: c.get('sessionId'),
      clientAddress: clientAddress(c, context.config.services),
      userAgent: c.req.header('user-agent'),
      detail: { method: provider },
    });
    const data = unlinked.data;
    return json({ success: true, data });
  });
}
