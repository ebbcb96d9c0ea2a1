import type { pauseEnds as en } from '../en/pause-ends.js';
import type { Translation } from '../types.js';

export const pauseEnds: Translation<typeof en> = {
  'pauseEnds.validation.extraPrepUntil': 'Elige una hora futura para que terminen los minutos extra',
  'pauseEnds.validation.delay': 'Añade 5, 10 o 15 minutos',
  'pauseEnds.error.orderNotOpen': 'Solo un pedido en espera o aceptado puede recibir más tiempo',
  'pauseEnds.duration.legend': 'Por cuánto tiempo',
  'pauseEnds.duration.minutes': '{minutes} min',
  'pauseEnds.duration.hour': '1 h',
  'pauseEnds.duration.closing': 'Hasta el cierre',
  'pauseEnds.state.busyUntil': 'Con mucho trabajo: +{minutes} min hasta las {time}',
  'pauseEnds.state.closedUntil': 'Cerrado por hoy, hasta las {time}',
  'pauseEnds.desk.title': 'Los pedidos se pausaron solos: tu mostrador estaba desconectado',
  'pauseEnds.desk.body':
    'Un pedido esperó {minutes} minutos sin ningún mostrador ni pantalla de cocina abiertos, así que los pedidos nuevos se detuvieron hasta las {time}. Revisa los pedidos en espera y luego reanuda.',
  'pauseEnds.desk.resume': 'Reanudar pedidos',
  'pauseEnds.notice.title': 'Los pedidos se pausaron solos',
  'pauseEnds.notice.message':
    'Tu mostrador estaba desconectado mientras un pedido esperaba {minutes} minutos, así que {vendor} dejó de aceptar pedidos en línea hasta las {time}. Abre el mostrador para reanudar.',
  'pauseEnds.sms.vendor':
    'Valley Eats: un pedido esperó {minutes} min con tu mostrador desconectado, así que {vendor} dejó de aceptar pedidos en línea hasta las {time}. Abre el mostrador para reanudar.',
  'pauseEnds.sms.delay': 'Valley Eats: {vendor} necesita {minutes} min más para el pedido {invoice}. Nueva hora de entrega: {time}.',
  'pauseEnds.delay.legend': 'Añadir tiempo al pedido {invoice}',
  'pauseEnds.delay.add': '+{minutes} min',
  'pauseEnds.delay.done': 'Pedido {invoice}: listo a las {time}',
  'pauseEnds.delay.texted': 'El cliente recibe un mensaje con la nueva hora.',
  'pauseEnds.delay.notTexted': 'El cliente ve la nueva hora en su página de seguimiento.',
  'pauseEnds.delay.failed': 'No se pudo cambiar la hora de entrega',
};
