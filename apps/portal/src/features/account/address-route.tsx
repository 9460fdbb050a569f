// The addresses page: /{locale}/account/address.
import { AddressesPage } from './components/AddressesPage';

/** The page component. */
export function Component() {
  return <AddressesPage />;
}
