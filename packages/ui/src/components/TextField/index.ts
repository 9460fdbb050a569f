export type { TextFieldProps, TextFieldType } from './TextField';
export { TextField, textFieldTypes } from './TextField';
export type { TextFieldSharedProps } from './TextFieldBase';
export type { Debouncer } from './useDebouncedCallback';
export { createDebouncer, useDebouncedCallback } from './useDebouncedCallback';
export type { TextFieldAsyncCheck, TextFieldRule } from './useTextFieldState';
