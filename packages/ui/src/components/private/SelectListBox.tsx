import { type ReactNode, type RefObject, useRef } from 'react';
import { type AriaListBoxOptions, useListBox, useListBoxSection, useOption } from 'react-aria';
import { Item, type ListState, Section } from 'react-stately';
import { MynaconCheckCircle } from '../../icons/generated';
import { isSection, optionText, type SelectItem, type SelectOption } from './collection';
import {
  selectListBox,
  selectOption,
  selectOptionCheck,
  selectOptionLabel,
  selectSection,
  selectSectionTitle,
} from './SelectListBox.css';

type CollectionNode<O extends SelectOption> = NonNullable<
  ReturnType<ListState<SelectItem<O>>['collection']['getItem']>
>;

/** Turns an item of the `items` prop into react-stately's collection element (an option, or a section). */
export function renderSelectItem<O extends SelectOption>(item: SelectItem<O>) {
  if (!isSection(item)) {
    return (
      <Item key={item.id} textValue={optionText(item)}>
        {item.label}
      </Item>
    );
  }
  return (
    <Section key={`section:${item.id}`} title={item.title} items={item.options}>
      {(option: O) => (
        <Item key={option.id} textValue={optionText(option)}>
          {option.label}
        </Item>
      )}
    </Section>
  );
}

/** The ids of the options that cannot be chosen. */
export const disabledKeysOf = <O extends SelectOption>(options: readonly O[]) =>
  options.filter((option) => option.isDisabled).map((option) => option.id);

export interface SelectListBoxProps<O extends SelectOption> {
  /** The list state of the Select or ComboBox (react-stately). */
  state: ListState<SelectItem<O>>;
  /** From `useSelect` (`menuProps`) or `useComboBox` (`listBoxProps`). */
  listBoxOptions: AriaListBoxOptions<SelectItem<O>>;
  listRef: RefObject<HTMLDivElement | null>;
  renderOption?: ((option: O) => ReactNode) | undefined;
}

/** The `listbox` of a Select or ComboBox: options, and titled groups of options (react-aria's `useListBox`). */
export function SelectListBox<O extends SelectOption>({
  state,
  listBoxOptions,
  listRef,
  renderOption,
}: SelectListBoxProps<O>) {
  const { listBoxProps } = useListBox(listBoxOptions, state, listRef);
  return (
    <div {...listBoxProps} ref={listRef} data-part="listbox" className={selectListBox}>
      {[...state.collection].map((node) =>
        node.type === 'section' ? (
          <SelectListBoxSection key={node.key} section={node} state={state} renderOption={renderOption} />
        ) : (
          <SelectListBoxOption key={node.key} item={node} state={state} renderOption={renderOption} />
        ),
      )}
    </div>
  );
}

interface PartProps<O extends SelectOption> {
  state: ListState<SelectItem<O>>;
  renderOption?: ((option: O) => ReactNode) | undefined;
}

function SelectListBoxSection<O extends SelectOption>({
  section,
  state,
  renderOption,
}: PartProps<O> & { section: CollectionNode<O> }) {
  const { itemProps, headingProps, groupProps } = useListBoxSection({
    heading: section.rendered,
    'aria-label': section['aria-label'],
  });
  const children = state.collection.getChildren?.(section.key) ?? section.childNodes;
  return (
    <div {...itemProps} data-part="section" className={selectSection}>
      <div {...headingProps} data-part="section-title" className={selectSectionTitle}>
        {section.rendered}
      </div>
      <div {...groupProps}>
        {[...children].map((item) => (
          <SelectListBoxOption key={item.key} item={item} state={state} renderOption={renderOption} />
        ))}
      </div>
    </div>
  );
}

function SelectListBoxOption<O extends SelectOption>({
  item,
  state,
  renderOption,
}: PartProps<O> & { item: CollectionNode<O> }) {
  const ref = useRef<HTMLDivElement>(null);
  const option = item.value as O;
  const { optionProps, isSelected, isFocused, isFocusVisible, isDisabled } = useOption(
    // A custom rendering (a badge, an icon) is hidden from screen readers; the label names the option.
    { key: item.key, 'aria-label': renderOption ? option.label : undefined },
    state,
    ref,
  );
  return (
    <div
      {...optionProps}
      ref={ref}
      data-part="option"
      data-key={item.key}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      className={selectOption}
    >
      <span className={selectOptionLabel} data-part="option-label">
        {renderOption ? <span aria-hidden="true">{renderOption(option)}</span> : item.rendered}
      </span>
      <MynaconCheckCircle
        size="small"
        className={selectOptionCheck[isSelected ? 'selected' : 'unselected']}
        data-part="option-check"
      />
    </div>
  );
}
