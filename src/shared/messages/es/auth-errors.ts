import type { authErrors as en } from '../en/auth-errors.js';
import type { Translation } from '../types.js';

export const authErrors: Translation<typeof en> = {
  'auth.error.invalidLogin': 'Correo electrónico o contraseña incorrectos',
  'auth.error.tooManySignIns': 'Demasiados intentos de iniciar sesión en esta cuenta en la última hora. Inténtalo más tarde o restablece tu contraseña.',
  'auth.error.invalidCredentials': 'Credenciales no válidas',
  'auth.error.adminDisabled': 'El área de administración no está configurada en este servidor',
  'auth.error.oidcFailed': 'No se pudo iniciar sesión con el proveedor de identidad. Inténtalo de nuevo.',
};
