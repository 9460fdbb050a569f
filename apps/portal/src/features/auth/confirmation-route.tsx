// The account-confirmation page's route module: /{locale}/confirmation (minimal layout).
import { ConfirmationPage } from './components/ConfirmationPage';

/** The page of `/{locale}/confirmation?email=…&confirm=…` and `?payload=…`. */
export function Component() {
  return <ConfirmationPage />;
}
