export type { DateFieldProps, DateFieldValue } from './DateField';
export { DateField } from './DateField';
export { dateNotAfter, minAge } from './dateRules';
