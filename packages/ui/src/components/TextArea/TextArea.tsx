import { TextFieldBase, type TextFieldSharedProps } from '../TextField/TextFieldBase';

export interface TextAreaProps extends TextFieldSharedProps {
  /** Visible lines of text before the box scrolls; players can drag it taller. @default 4 */
  rows?: number;
  /** The browser's autofill hint, rarely needed for free text. */
  autoComplete?: string;
}

/**
 * A multi-line text input with its label, description, error and optional character counter. It behaves like
 * TextField: instant typing, debounced `onChange` and validation, resizable in height only.
 */
export function TextArea(props: TextAreaProps) {
  return <TextFieldBase component="TextArea" multiline {...props} />;
}
