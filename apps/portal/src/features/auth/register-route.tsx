// The registration page's route module: /{locale}/register.
import { RegisterPage } from './components/RegisterPage';

/** The page of `/{locale}/register`. */
export function Component() {
  return <RegisterPage />;
}
