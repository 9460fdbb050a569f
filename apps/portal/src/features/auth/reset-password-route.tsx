// The password-reset page's route module: /{locale}/customer/resetpassword (minimal layout).
import { ResetPasswordPage } from './components/ResetPasswordPage';

/** The page of `/{locale}/customer/resetpassword?email=…&token=…`. */
export function Component() {
  return <ResetPasswordPage />;
}
