// Emberline, the second label (tokens/src/brands/emberline.tokens.json): `@mynacon/ui/brands/emberline.css`.
import { brandStyle } from './brandStyle';

brandStyle('emberline');
