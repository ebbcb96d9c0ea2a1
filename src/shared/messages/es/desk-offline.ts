import type { deskOffline as en } from '../en/desk-offline.js';
import type { Translation } from '../types.js';

export const deskOffline: Translation<typeof en> = {
  'deskOffline.banner.offline': '{count, plural, =0 {Sin conexión — nada pendiente} one {Sin conexión — # cambio pendiente} other {Sin conexión — # cambios pendientes}}',
  'deskOffline.banner.sending': '{count, plural, one {Enviando # cambio…} other {Enviando # cambios…}}',
  'deskOffline.banner.body': 'Sigue trabajando: tus cambios se guardan en este dispositivo y se envían cuando vuelva la señal.',
  'deskOffline.banner.snapshot': 'Pedidos al {time}.',
  'deskOffline.queued.status': 'Guardado en este dispositivo: {invoice} → {status}. Se envía cuando vuelvas a tener conexión.',
  'deskOffline.queued.walkUp': 'Pedido en ventanilla guardado en este dispositivo. Se envía cuando vuelvas a tener conexión.',
  'deskOffline.pending.title': 'Por enviar',
  'deskOffline.pending.status': '{invoice}: {status}',
  'deskOffline.pending.walkUp': 'En ventanilla: {items}',
  'deskOffline.sent': '{count, plural, one {# cambio enviado} other {# cambios enviados}}',
  'deskOffline.refused.title': 'Un cambio no se hizo',
  'deskOffline.error.cancelledByCustomer': 'El cliente canceló el pedido {invoice} antes de que llegara tu cambio. No lo prepares.',
  'deskOffline.error.cancelled': 'El pedido {invoice} ya estaba cancelado, así que tu cambio no se hizo.',
  'deskOffline.error.keyReused': 'Este cambio ya se usó para otro pedido.',
  'deskOffline.error.badCursor': 'El panel pidió cambios desde una posición que no le dimos. Vuelve a cargar el panel.',
  'deskOffline.delayed.title': 'Los pedidos pueden tardar',
  'deskOffline.delayed.beforeOrder': '{vendor} no ha estado en su pantalla de pedidos desde hace unos minutos, así que un pedido nuevo puede tardar más en confirmarse.',
  'deskOffline.delayed.body': '{vendor} no ha estado en su pantalla de pedidos desde hace unos minutos. Tu pedido está guardado; puede tardar más en confirmarse.',
};
