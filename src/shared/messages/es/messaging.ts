import type { messaging as en } from '../en/messaging.js';
import type { Translation } from '../types.js';

export const messaging: Translation<typeof en> = {
  'messaging.order.confirmed': '{vendor}: tu pedido {invoice} está confirmado y debería estar listo alrededor de las {time}.',
  'messaging.order.ready': '{vendor}: tu pedido {invoice} está listo para recoger en {address}.',
  'messaging.order.track': 'Síguelo aquí: {url}',
  'messaging.order.paid': 'Pagado en línea.',
  'messaging.order.payAtPickup': 'Paga {amount} al recoger.',
  'messaging.push.confirmedTitle': 'Pedido confirmado',
  'messaging.push.readyTitle': 'Tu pedido está listo',
  'messaging.push.validation.endpoint': 'La dirección de la suscripción de notificaciones no es válida',
  'messaging.push.validation.endpointNotPublic': 'No se puede usar el servicio de notificaciones de este navegador: su dirección no es pública',
  'messaging.push.validation.keys': 'Las claves de la suscripción de notificaciones no son válidas',
  'messaging.push.error.tooMany': 'Este pedido ya tiene todas las suscripciones de notificaciones permitidas',
  'messaging.push.error.tooManyDevices': 'Este negocio ya tiene tantos dispositivos con alertas como se permite. Apaga las alertas en uno primero.',
  'messaging.push.error.finished': 'Este pedido ya terminó; no hay nada más que avisar',
};
