// The devices page: /{locale}/account/device.
import { DevicesPage } from './components/DevicesPage';

/** The page component. */
export function Component() {
  return <DevicesPage />;
}
