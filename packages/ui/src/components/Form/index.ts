export type { FormProps, FormSubmissionErrorOptions, FormSubmitProps, FormValues } from './Form';
export { Form, FormSubmissionError, FormSubmit } from './Form';
export type { FormContextValue, FormFieldRegistration } from './FormContext';
export { FormContext, useFormContext, useFormField } from './FormContext';
