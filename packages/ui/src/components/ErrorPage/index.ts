export type { ErrorPageAction, ErrorPageProps } from './ErrorPage';
export { ErrorPage } from './ErrorPage';
