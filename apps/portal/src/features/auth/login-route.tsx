// The sign-in page's route module: lazy, with the page component the router renders.
import { LoginPage } from './components/LoginPage';

/** The page of `/{locale}/login`. */
export function Component() {
  return <LoginPage />;
}
