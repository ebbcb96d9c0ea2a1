import type { kitchenUi as en } from '../en/kitchen-ui.js';
import type { Translation } from '../types.js';

export const kitchenUi: Translation<typeof en> = {
  'kitchen.title': 'Cocina',
  'kitchen.loading': 'Cargando la cocina…',
  'kitchen.loadError': 'No se pudieron cargar los pedidos.',
  'kitchen.retry': 'Intentar de nuevo',
  'kitchen.toDesk': 'Pedidos',
  'kitchen.open': 'Vista de cocina',
  'kitchen.openHint': 'Tarjetas grandes para una tableta: toca un pedido para avanzarlo.',
  'kitchen.column.empty': 'Nada por aquí',
  'kitchen.card.next': 'Toca: {status}',
  'kitchen.card.advance': '{invoice}, {name}: pasar a {status}',
  'kitchen.sound.label': 'Sonido con pedidos nuevos',
  'kitchen.sound.repeat': 'Repetir hasta aceptar',
  'kitchen.awake.on': 'La pantalla sigue encendida',
  'kitchen.awake.off': 'La pantalla puede apagarse',
  'kitchen.announce.new': 'Pedido nuevo {invoice} de {name}',
  'kitchen.announce.moved': '{invoice} ahora está {status}',
  'kitchen.moveFailed': 'No se pudo avanzar el pedido.',
  'kitchen.pickup.at': 'Recogida {time}',
  'kitchen.pickup.asap': 'Lo antes posible · listo ~{time}',
  'kitchen.pickup.asapOnly': 'Lo antes posible',
  'kitchen.desk.sorted': 'Pedidos abiertos por hora de recogida',
} as const;
