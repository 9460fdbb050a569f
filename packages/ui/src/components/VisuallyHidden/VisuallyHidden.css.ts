import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../private/styleRules';

export const visuallyHidden = style(visuallyHiddenRules);
