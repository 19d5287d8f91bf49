/**
 * The login form's checks (`loginBodySchema`, in the active language). Loaded when the form is first focused or
 * submitted, not with the page: zod and the rules texts are not part of the login page's first visit (issue 12,
 * ADR 24).
 */
import { loginBodySchema } from '@sewamudah/shared';
import { localizedResolver } from '@/lib/i18n/localized-resolver';

export const validateLogin = localizedResolver(loginBodySchema);
