// The order history page: /{locale}/customer/order.
import { OrdersPage } from './components/OrdersPage';

/** The page component of `/{locale}/customer/order`. */
export function Component() {
  return <OrdersPage />;
}
