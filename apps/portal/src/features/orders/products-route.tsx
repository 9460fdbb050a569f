// The owned-products page: /{locale}/account/product.
import { ProductsPage } from './components/ProductsPage';

/** The page component of `/{locale}/account/product`. */
export function Component() {
  return <ProductsPage />;
}
