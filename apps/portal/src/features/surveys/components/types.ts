import type { Translate } from '../../../lib/i18n/useT';
import type surveysMessages from '../messages/en-GB.json';

/** The translator of the survey pages. */
export type SurveysT = Translate<typeof surveysMessages>;
