import { Alert, Button, Link, platformDisplayName, Text, VisuallyHidden } from '@mynacon/ui';
import { useId, useMemo, useState } from 'react';
import { href } from '../../../config/paths';
import { type Translate, useT } from '../../../lib/i18n/useT';
import { rowList } from '../../../lib/page/page.css';
import { type GameCode, maskCode, parseGameCodes } from '../lib/game-codes';
import type ordersMessages from '../messages/en-GB.json';
import { codePlatform, codeRow, codeStatus, codes as codesClass, codeValue } from './orders.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text with the asynchronous clipboard; false when the browser has none or refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard === undefined) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function GameCodeRow({ entry, t }: { entry: GameCode; t: Translate<typeof ordersMessages> }) {
  const labelId = useId();
  const [shown, setShown] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const platform = entry.platform === null ? t('portal.orders.codes.key') : platformDisplayName(entry.platform);

  const toggle = () => {
    setShown((value) => !value);
    setCopy('idle');
  };
  const copyCode = async () => {
    setCopy((await copyText(entry.code)) ? 'copied' : 'failed');
  };

  return (
    <li className={codeRow} data-game-code={entry.platform ?? ''} data-revealed={shown}>
      <span id={labelId} className={codePlatform}>
        {platform}
      </span>
      {/* Polite: a screen reader hears the key once it is shown. */}
      <span className={codeValue} data-part="code" aria-live="polite">
        {shown ? (
          entry.code
        ) : (
          <>
            <span aria-hidden="true">{maskCode(entry.code)}</span>
            <VisuallyHidden>{t('portal.orders.codes.hidden')}</VisuallyHidden>
          </>
        )}
      </span>
      <Button variant="secondary" size="small" aria-describedby={labelId} onPress={toggle}>
        {shown ? t('portal.orders.codes.hide') : t('portal.orders.codes.show')}
      </Button>
      {shown ? (
        <Button variant="secondary" size="small" aria-describedby={labelId} onPress={() => void copyCode()}>
          {t('portal.orders.codes.copy')}
        </Button>
      ) : null}
      <span role="status" className={codeStatus} data-part="copy-status">
        {copy === 'copied' ? t('portal.orders.codes.copied') : null}
        {copy === 'failed' ? t('portal.orders.codes.copyFailed') : null}
      </span>
    </li>
  );
}

/**
 * The game keys of one order item, parsed from `videogames_codes` (spec section 3): each hidden until the player
 * shows it, then copyable. Text that does not parse is a clear message with the way to get the keys, not a crash.
 */
export function GameCodes({
  text,
  orderId,
  t,
}: {
  text: string;
  orderId: string;
  t: Translate<typeof ordersMessages>;
}) {
  const { locale } = useT<typeof ordersMessages>();
  const titleId = useId();
  const parsed = useMemo(() => parseGameCodes(text), [text]);
  if (parsed.status === 'malformed') {
    return (
      <Alert
        tone="warning"
        title={t('portal.orders.codes.malformed.title')}
        data-page-state="malformed"
        actions={<Link href={href('support-ecommerce', {}, locale)}>{t('portal.orders.codes.malformed.action')}</Link>}
      >
        {t('portal.orders.codes.malformed.description', { orderId })}
      </Alert>
    );
  }
  if (parsed.codes.length === 0) return null;
  return (
    <div className={codesClass} data-page-state="ok">
      <Text as="p" size="sm" weight="semibold" id={titleId}>
        {t('portal.orders.codes.title')}
      </Text>
      <ul className={rowList} aria-labelledby={titleId}>
        {parsed.codes.map((entry, index) => (
          // Keys are unique in practice, but nothing promises it: the position disambiguates.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <GameCodeRow key={`${index}-${entry.code}`} entry={entry} t={t} />
        ))}
      </ul>
    </div>
  );
}
