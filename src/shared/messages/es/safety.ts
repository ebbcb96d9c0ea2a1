import type { safety as en } from '../en/safety.js';
import type { Translation } from '../types.js';

export const safety: Translation<typeof en> = {
  'logout.title': 'Cerrar sesión',
  'logout.heading': '¿Cerrar sesión en Valley Eats?',
  'logout.body': 'Puedes volver a iniciar sesión cuando quieras.',
  'logout.confirm': 'Cerrar sesión',
  'logout.loggingOut': 'Cerrando sesión…',
  'logout.cancel': 'Seguir con la sesión',
  'logout.signedOut': 'No has iniciado sesión.',
  'logout.home': 'Ir a la página de inicio',
  'logout.failed': 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  'uploads.error.notOurImage': 'Las imágenes deben subirse a través de Valley Eats',
  'realtime.error.tooManyStreams': 'Hay demasiadas conexiones en vivo abiertas. Cierra una pestaña o inténtalo más tarde.',
  'realtime.error.tooManyOrderStreams':
    'Este pedido ya se sigue en vivo en {max} ventanas desde tu red. Cierra una para seguirlo aquí o recarga para ver el estado más reciente.',
};
