import { useI18n } from '../../i18n/I18nProvider';
import { MynaconError, MynaconInfo, MynaconWarning } from '../../icons/generated';
import type { IconComponent } from '../Icon/Icon';
import { Badge, type BadgeEmphasis, type BadgeProps, type BadgeTone } from './Badge';

/** The severities of a bug report, from least to most severe (the API's values). */
export const severities = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof severities)[number];

// Critical shares high's tone and icon but is filled, so the two differ by more than a shade of red.
const appearance: Record<Severity, { tone: BadgeTone; emphasis: BadgeEmphasis; Icon: IconComponent }> = {
  low: { tone: 'info', emphasis: 'subtle', Icon: MynaconInfo },
  medium: { tone: 'warning', emphasis: 'subtle', Icon: MynaconWarning },
  high: { tone: 'danger', emphasis: 'subtle', Icon: MynaconError },
  critical: { tone: 'danger', emphasis: 'strong', Icon: MynaconError },
};

export interface SeverityBadgeProps extends Omit<BadgeProps, 'tone' | 'icon' | 'label' | 'children' | 'emphasis'> {
  /** The bug report's severity: Low, Medium, High or Critical (translated). */
  severity: Severity;
}

/** The severity of a bug report, with its translated name, tone and icon. Read as “Severity: High”. */
export function SeverityBadge({ severity, ...rest }: SeverityBadgeProps) {
  const { t } = useI18n();
  const { tone, emphasis, Icon } = appearance[severity];
  const text = t(`ui.severity.${severity}`);
  return (
    <Badge
      {...rest}
      tone={tone}
      emphasis={emphasis}
      icon={<Icon size="small" />}
      label={t('ui.severity.label', { severity: text })}
      data-severity={severity}
    >
      {text}
    </Badge>
  );
}
