import type { HTMLAttributes } from 'react';
import { TextFieldBase, type TextFieldSharedProps } from './TextFieldBase';

export const textFieldTypes = ['text', 'search', 'tel', 'url', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends TextFieldSharedProps {
  /** The input's type. For e-mail addresses use EmailField, for passwords PasswordField. @default 'text' */
  type?: TextFieldType;
  /** The on-screen keyboard to offer on touch devices, such as `numeric`. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The browser's autofill hint, such as `username` or `nickname`. */
  autoComplete?: string;
}

/**
 * A single-line text input with its label, description and error. Typing shows at once; `onChange` and
 * validation on change see the value once typing pauses (400 ms by default), and blur flushes it.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase component="TextField" {...props} />;
}
