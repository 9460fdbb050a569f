// The route module of the home feature, loaded lazily by the router.
import { HomePage } from './components/HomePage';

/** The page component of the home route. */
export function Component() {
  return <HomePage />;
}
