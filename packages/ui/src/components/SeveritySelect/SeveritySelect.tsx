import { useMemo } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { type Severity, SeverityBadge, severities } from '../Badge/SeverityBadge';
import { SelectBase, type SelectProps } from '../Select/Select';

export interface SeveritySelectProps
  extends Omit<SelectProps, 'items' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'renderOption'> {
  /** The chosen severity (controlled). `null` for none. */
  selectedKey?: Severity | null;
  /** The severity chosen at first (uncontrolled). @default null */
  defaultSelectedKey?: Severity | null;
  /** Called with the chosen severity. */
  onSelectionChange?: (severity: Severity | null) => void;
}

const isSeverity = (key: string | null): key is Severity => severities.includes(key as Severity);

/**
 * The severity of a bug report: Low, Medium, High or Critical, from least to most severe. Each option shows
 * the severity badge, whose icon and fill tell the levels apart without relying on colour.
 */
export function SeveritySelect({ selectedKey, defaultSelectedKey, onSelectionChange, ...rest }: SeveritySelectProps) {
  const { t } = useI18n();
  const items = useMemo(
    () => severities.map((severity) => ({ id: severity, label: t(`ui.severity.${severity}`) })),
    [t],
  );
  return (
    <SelectBase
      {...rest}
      component="SeveritySelect"
      items={items}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey ?? null}
      onSelectionChange={(key) => onSelectionChange?.(isSeverity(key) ? key : null)}
      renderOption={(option) => (isSeverity(option.id) ? <SeverityBadge severity={option.id} /> : option.label)}
    />
  );
}
