import type { offline as en } from '../en/offline.js';
import type { Translation } from '../types.js';

export const offline: Translation<typeof en> = {
  'offline.banner.title': 'Estás sin conexión',
  'offline.banner.body': 'Mostramos lo que este dispositivo guardó la última vez. Podrás enviar cambios cuando vuelvas a tener conexión.',
  'offline.refused.title': 'Sin conexión',
  'offline.refused.body': 'Estás sin conexión, así que no se envió nada. Inténtalo de nuevo cuando tengas conexión.',
  'offline.backOnline': 'Volviste a tener conexión',
};
