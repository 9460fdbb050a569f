import { brands, defaultBrand } from '@mynacon/tokens';
import { globalStyle } from '@vanilla-extract/css';
import { type Brand, brandClassName } from '../brand';
import { vars } from '../contract.css';

type Tree = { readonly [key: string]: string | Tree };

/** Every custom property of the contract whose value differs in the brand from the default brand, with its value. */
function differences(contract: Tree, brand: Tree, base: Tree, into: Record<string, string> = {}) {
  for (const [key, name] of Object.entries(contract)) {
    const value = brand[key];
    const before = base[key];
    if (typeof name === 'string') {
      if (typeof value !== 'string') throw new Error(`The brand has no value for ${name}`);
      if (value !== before) into[name] = value;
    } else if (typeof value === 'object' && typeof before === 'object') {
      differences(name, value, before, into);
    }
  }
  return into;
}

/**
 * Assigns a brand's values to the contract's properties under its class, for the properties whose value differs
 * from the default brand's only: the rest inherit from `:root`, so a brand's stylesheet weighs what it changes.
 * Called from the brand's own style module, so that each brand is a stylesheet of its own.
 */
export function brandStyle(brand: Brand) {
  const className = brandClassName(brand);
  if (!className) throw new Error(`The default brand ${brand} is the theme on :root, not a class`);
  const changed = differences(vars as unknown as Tree, brands[brand].themeValues, brands[defaultBrand].themeValues);
  const motion = Object.values(vars.motion.duration);
  if (motion.some((property) => property in changed)) {
    // The reduced-motion rule on :root would lose to the class that comes later: durations are the default's.
    throw new Error(`Brand ${brand}: motion durations are shared by every brand`);
  }
  // One class, as specific as `:root`: the brand's stylesheet comes after theme.css, and a site's own overrides
  // after it still win, as they do on the default brand.
  globalStyle(`.${className}`, { vars: changed });
}
