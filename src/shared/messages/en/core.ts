/**
 * The English messages the first screen needs (the landing page, sign-in and sign-up, the shell,
 * notices): shipped with the app's entry. The rest (rest.ts) is loaded before any other page.
 */
import { auth } from './auth.js';
import { authErrors } from './auth-errors.js';
import { common } from './common.js';
import { landing } from './landing.js';
import { language } from './language.js';
import { offline } from './offline.js';
import { shell } from './shell.js';

export const enCore = {
  ...common,
  ...language,
  ...offline,
  ...shell,
  ...landing,
  ...auth,
  ...authErrors,
} as const;
