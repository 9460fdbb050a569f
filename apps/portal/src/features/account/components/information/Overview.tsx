import { Heading } from '@mynacon/ui';
import type { AccountInformation } from '../../api/get-user-information';
import { formatCalendarDate } from '../../lib/dates';
import { details, detailTerm, detailValue, section, serverText } from '../AccountPage.css';
import type { Translate } from '../shared';

/** What the account is: username, e-mail and date of birth. */
export function Overview({ info, t, locale }: { info: AccountInformation; t: Translate; locale: string }) {
  return (
    <section className={section} aria-labelledby="account-info-overview">
      <Heading level={2} id="account-info-overview">
        {t('portal.account.info.overviewTitle')}
      </Heading>
      <dl className={details} data-part="overview">
        <dt className={detailTerm}>{t('portal.account.info.username')}</dt>
        <dd className={`${detailValue} ${serverText}`} data-field="username">
          {info.username}
        </dd>
        <dt className={detailTerm}>{t('portal.account.info.email')}</dt>
        <dd className={`${detailValue} ${serverText}`} data-field="email">
          {info.email}
        </dd>
        <dt className={detailTerm}>{t('portal.account.info.dateOfBirth')}</dt>
        <dd className={detailValue} data-field="date_of_birth">
          {info.date_of_birth === null ? (
            t('portal.account.info.notGiven')
          ) : (
            <time dateTime={info.date_of_birth}>{formatCalendarDate(info.date_of_birth, locale)}</time>
          )}
        </dd>
      </dl>
    </section>
  );
}
