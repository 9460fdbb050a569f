export type { RatingInputProps } from './RatingInput';
export { RatingInput, ratingInputScaleLimits } from './RatingInput';
