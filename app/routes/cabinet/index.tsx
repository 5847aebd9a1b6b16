import { redirect } from 'react-router';
import { DEFAULT_AFTER_LOGIN } from '../../features/auth/safe-redirect';

/** /cabinet/ itself has no page: it opens the cabinet's first section (the layout has already let a guest log in). */
export function loader() {
  throw redirect(DEFAULT_AFTER_LOGIN);
}
