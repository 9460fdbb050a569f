import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { counterLevel } from './counterLevel';
import { textFieldCounter } from './TextField.css';

export interface TextFieldCounterProps {
  /** Characters typed so far. */
  count: number;
  /** The maximum the field accepts. */
  max: number;
  /** Id of the visible counter, for the input's `aria-describedby`. */
  id: string;
}

/**
 * "{count} of {max} characters" under a field. The visible line follows every keystroke; screen readers hear it
 * only when the count crosses a threshold (80 % of the maximum, the maximum, past it), through a polite live
 * region that exists from the first render so the announcement is not lost.
 */
export function TextFieldCounter({ count, max, id }: TextFieldCounterProps) {
  const { t } = useI18n();
  const level = counterLevel(count, max);
  const text = t('form.counter', { count, max });
  const [announcement, setAnnouncement] = useState<{ text: string; key: number } | null>(null);
  const previous = useRef(level);

  useEffect(() => {
    if (previous.current === level) return;
    previous.current = level;
    setAnnouncement((last) => (level === 'under' ? null : { text, key: (last?.key ?? 0) + 1 }));
  }, [level, text]);

  return (
    <>
      <span id={id} data-part="counter" data-state={level} className={textFieldCounter}>
        {text}
      </span>
      <VisuallyHidden aria-live="polite" data-part="counter-announcement">
        {/* A new node per announcement, so the same text read twice is still announced. */}
        {announcement ? <span key={announcement.key}>{announcement.text}</span> : null}
      </VisuallyHidden>
    </>
  );
}
