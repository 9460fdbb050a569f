// The route module of the search feature (decision 032), loaded lazily for `/search`.
import { SearchPage } from './components/SearchPage';

/** The page component of the feature's one route. */
export function Component() {
  return <SearchPage />;
}
