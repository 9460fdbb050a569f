import { useMemo } from 'react';
import type { SelectItem, SelectOption } from '../private/collection';
import { SelectBase, type SelectProps } from '../Select/Select';
import { groupPlatforms, type PlatformOption } from './platforms';

export type PlatformId = PlatformOption['id'];

export interface PlatformSelectProps<T extends PlatformOption = PlatformOption>
  extends Omit<SelectProps, 'items' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'renderOption'> {
  /** The ticket platform options of the API: global platforms, and `Parent::Child` models under them. */
  options: readonly T[];
  /** The chosen platform's id (controlled). `null` for none. */
  selectedKey?: PlatformId | null;
  /** The platform chosen at first (uncontrolled). @default null */
  defaultSelectedKey?: PlatformId | null;
  /** Called with the chosen platform's id and the platform itself. */
  onSelectionChange?: (id: PlatformId | null, platform: T | null) => void;
}

const keyOf = (id: PlatformId | null | undefined) => (id === null || id === undefined ? id : String(id));

/**
 * The platform of a support ticket. Models are grouped under their global platform, which heads the group and
 * is its first option; a global platform without models stands on its own. Names show as players know them:
 * 'PC::Steam' as “Steam”, 'Xbox::Xbox One' as “Xbox One”.
 */
export function PlatformSelect<T extends PlatformOption = PlatformOption>({
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  ...rest
}: PlatformSelectProps<T>) {
  const items = useMemo<SelectItem<SelectOption>[]>(
    () =>
      groupPlatforms(options).map((group) => {
        const entries = group.platforms.map(({ option, displayName }) => ({
          id: String(option.id),
          label: displayName,
        }));
        const [only] = entries;
        return only && entries.length === 1 && group.platforms[0]?.isGlobal
          ? only
          : { id: group.key, title: group.name, options: entries };
      }),
    [options],
  );
  return (
    <SelectBase
      {...rest}
      component="PlatformSelect"
      items={items}
      selectedKey={keyOf(selectedKey)}
      defaultSelectedKey={keyOf(defaultSelectedKey) ?? null}
      onSelectionChange={(key) => {
        const platform = key === null ? undefined : options.find((option) => String(option.id) === key);
        onSelectionChange?.(platform?.id ?? null, platform ?? null);
      }}
    />
  );
}
