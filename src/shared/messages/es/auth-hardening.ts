import type { authHardening as en } from '../en/auth-hardening.js';
import type { Translation } from '../types.js';

export const authHardening: Translation<typeof en> = {
  'auth.error.oidcAccountExists':
    'Ya existe una cuenta con este correo electrónico. Inicia sesión con tu correo y tu contraseña.',
};
