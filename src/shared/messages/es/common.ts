import type { common as en } from '../en/common.js';
import type { Translation } from '../types.js';

export const common: Translation<typeof en> = {
  'app.name': 'Valley Eats',
  'app.tagline': 'La comida callejera del Valle de Coachella',
  'common.loading': 'Cargando…',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.save': 'Guardar',
  'common.back': 'Volver',
  'common.logout': 'Cerrar sesión',
  'common.dismissNotification': 'Descartar notificación',
  'common.notifications': 'Notificaciones (F8)',

  'notFound.title': 'Página no encontrada',
  'notFound.body': 'La página que buscas no existe o se cambió de lugar.',
  'notFound.home': 'Volver a Valley Eats',

  'notice.unauthorized.title': 'No autorizado',
  'notice.unauthorized.loggedOut': 'Tu sesión se cerró. Iniciando sesión de nuevo...',
  'notice.error.title': 'Error',

  'errors.unauthorized': 'No autorizado',
  'errors.forbidden': 'Prohibido',
  'errors.notFound': 'No encontrado',
  'errors.internal': 'Error interno del servidor',
  'errors.bodyTooLarge': 'La solicitud es demasiado grande',
  'errors.jsonOnly': 'Las solicitudes que cambian datos deben enviarse como JSON',
  'errors.invalidJson': 'El cuerpo de la solicitud no es JSON válido',
  'errors.invalidText': 'El texto no debe contener caracteres NUL ni Unicode dañado',
  'errors.foreignOrigin': 'Prohibido: solicitud desde otro sitio',
  'errors.tooManyRequests': 'Demasiadas solicitudes, inténtalo más tarde',
  'errors.invalidRequest': 'Solicitud no válida',
  'errors.network': 'Error de red: revisa tu conexión e inténtalo de nuevo',
};
