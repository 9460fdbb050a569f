/** The four sizes of the mynacon icon pack, in token order. */
export const iconSizes = ['default', 'small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];
