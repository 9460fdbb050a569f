export type { BadgeEmphasis, BadgeProps, BadgeTone } from './Badge';
export { Badge, badgeEmphases, badgeTones } from './Badge';
export type { Severity, SeverityBadgeProps } from './SeverityBadge';
export { SeverityBadge, severities } from './SeverityBadge';
export type { CommunityStatus, StatusBadgeProps } from './StatusBadge';
export { communityStatuses, StatusBadge } from './StatusBadge';
