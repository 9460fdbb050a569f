/** One choice of a Select or ComboBox. */
export interface SelectOption {
  /** Stable key: the value submitted with the form and passed to `onSelectionChange`. */
  id: string;
  /** The visible text, also the option's accessible name and the text typeahead and filtering match. */
  label: string;
  /** Text for typeahead and filtering when it differs from `label`. */
  textValue?: string;
  /** Shown but not selectable; the arrow keys skip it. @default false */
  isDisabled?: boolean;
}

/** A titled group of options. */
export interface SelectSection<O extends SelectOption = SelectOption> {
  /** Stable key of the group. */
  id: string;
  /** The group's visible title, which also names it for screen readers. */
  title: string;
  options: readonly O[];
}

/** What a Select or ComboBox lists: options, and sections of options. */
export type SelectItem<O extends SelectOption = SelectOption> = O | SelectSection<O>;

export const isSection = <O extends SelectOption>(item: SelectItem<O>): item is SelectSection<O> => 'options' in item;

/** Every option in display order, sections flattened. */
export function flattenItems<O extends SelectOption>(items: readonly SelectItem<O>[]): O[] {
  return items.flatMap((item) => (isSection(item) ? [...item.options] : [item]));
}

export const optionText = (option: SelectOption) => option.textValue ?? option.label;
