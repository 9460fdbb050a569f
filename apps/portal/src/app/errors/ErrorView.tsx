import { ErrorPage, Text } from '@mynacon/ui';
import { useEffect } from 'react';
import { href } from '../../config/paths';
import { isNotFound, PortalError } from '../../lib/errors';
import { useT } from '../../lib/i18n/useT';
import { errorDetail } from '../layouts/layout.css';

/**
 * The content of an error page (spec section 2): the 404 page with its three hints, or the page for any other
 * error; both lead back to the locale's home. A `PortalError` adds its own message (“Page Not Found: /…”).
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t, locale } = useT();
  const portalError = error instanceof PortalError ? error : undefined;

  useEffect(() => {
    // A refused navigation shows its error, and the address bar goes back to where the player was (spec section 5).
    const restore = portalError?.fatal ? portalError.restore : undefined;
    // Only the address changes: the entry keeps react-router's state, so Back and Forward stay consistent.
    if (restore) window.history.replaceState(window.history.state, '', restore);
    if (!portalError) console.error(error);
  }, [error, portalError]);

  const detail = portalError ? (
    <Text as="p" tone="muted" className={errorDetail} data-part="error-detail">
      {t(portalError.messageKey, portalError.values)}
    </Text>
  ) : null;
  const action = { label: t('portal.error.backHome'), href: href('home', {}, locale) };

  if (isNotFound(error)) {
    return (
      <ErrorPage
        code={404}
        title={t('portal.error.notFound.title')}
        heading={t('portal.error.notFound.heading')}
        hints={[
          t('portal.error.notFound.hintMissing'),
          t('portal.error.notFound.hintTypo'),
          t('portal.error.notFound.hintObsolete'),
        ]}
        action={action}
      >
        {detail}
      </ErrorPage>
    );
  }
  return (
    <ErrorPage
      title={t('portal.error.other.title')}
      heading={t('portal.error.other.heading')}
      hints={[t('portal.error.other.hint')]}
      action={action}
    >
      {detail}
    </ErrorPage>
  );
}
