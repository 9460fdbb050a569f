import type { SelectOption } from './collection';

/** Games to choose from in the stories of the choice fields (Select, ComboBox). */
export const storyGames: readonly SelectOption[] = [
  { id: 'rally-frontier', label: 'Rally Frontier' },
  { id: 'steel-tide', label: 'Steel Tide' },
  { id: 'sky-harbour', label: 'Sky Harbour' },
  { id: 'night-circuit', label: 'Night Circuit' },
  { id: 'elan-arena', label: 'Élan Arena' },
];
