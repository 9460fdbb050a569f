import { useI18n } from '../../i18n/I18nProvider';
import { MynaconCalendar, MynaconCheckCircle, MynaconComment, MynaconEye, MynaconLock } from '../../icons/generated';
import type { IconComponent } from '../Icon/Icon';
import { Badge, type BadgeProps, type BadgeTone } from './Badge';

/** The statuses of a community post, in their life-cycle order (the API's values). */
export const communityStatuses = ['none', 'not_planned', 'planned', 'completed', 'answered'] as const;
export type CommunityStatus = (typeof communityStatuses)[number];

// Each status has its own tone and its own icon, so colour is never the only difference between two of them.
const appearance: Record<CommunityStatus, { tone: BadgeTone; Icon: IconComponent }> = {
  none: { tone: 'warning', Icon: MynaconEye },
  not_planned: { tone: 'info', Icon: MynaconComment },
  planned: { tone: 'accent', Icon: MynaconCalendar },
  completed: { tone: 'success', Icon: MynaconCheckCircle },
  answered: { tone: 'neutral', Icon: MynaconLock },
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'icon' | 'label' | 'children' | 'emphasis'> {
  /** The post's status: In moderation, Open, Confirmed, Fixed or Archived (translated). */
  status: CommunityStatus;
}

/** The status of a community post, with its translated name, tone and icon. Read as “Status: Fixed”. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { t } = useI18n();
  const { tone, Icon } = appearance[status];
  const text = t(`ui.status.${status}`);
  return (
    <Badge
      {...rest}
      tone={tone}
      icon={<Icon size="small" />}
      label={t('ui.status.label', { status: text })}
      data-status={status}
    >
      {text}
    </Badge>
  );
}
