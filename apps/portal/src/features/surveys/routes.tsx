// The route module of the surveys feature, loaded lazily by the router: the one page, `/survey/{id}`.
import { SurveyPage } from './components/SurveyPage';

/** The page component of every route of this feature. */
export function Component() {
  return <SurveyPage />;
}
