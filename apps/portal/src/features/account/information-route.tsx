// The account information page: /{locale}/account/information.
import { InformationPage } from './components/InformationPage';

/** The page component. */
export function Component() {
  return <InformationPage />;
}
