import { Button, Heading, Text } from '@mynacon/ui';
import { useT } from '../../../lib/i18n/useT';
import type authMessages from '../messages/en-GB.json';
import { resetPanel } from './AccountPages.css';
import { ResetRequestForm } from './ResetRequestForm';

export interface ResetRequestPanelProps {
  /** The panel's id, which the "Forgot your password?" button controls. */
  id: string;
  /** What the sign-in form holds, when it is an e-mail address. */
  defaultEmail: string;
  /** Closes the panel; focus goes back to the button that opened it. */
  onClose: () => void;
}

/** The password-reset request of the sign-in page, loaded when the player asks for it. */
export function ResetRequestPanel({ id, defaultEmail, onClose }: ResetRequestPanelProps) {
  const { t } = useT<typeof authMessages>();
  return (
    <section id={id} className={resetPanel} aria-labelledby={`${id}-title`} data-component="ResetRequestPanel">
      <Heading level={2} size="md" id={`${id}-title`}>
        {t('portal.reset.request.title')}
      </Heading>
      <Text as="p" tone="muted">
        {t('portal.reset.request.intro')}
      </Text>
      <ResetRequestForm defaultEmail={defaultEmail} focusOnMount botProtected />
      <div>
        <Button variant="ghost" size="small" onPress={onClose}>
          {t('portal.reset.request.close')}
        </Button>
      </div>
    </section>
  );
}
