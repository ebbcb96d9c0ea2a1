import type { pickup as en } from '../en/pickup.js';
import type { Translation } from '../types.js';

export const pickup: Translation<typeof en> = {
  'pickup.validation.window': 'Cada horario de recogida necesita un día, una hora de inicio y de fin (HH:MM), turnos de 5 a 120 minutos y de 1 a 500 pedidos por turno',
  'pickup.validation.endBeforeStart': 'Un horario de recogida debe terminar después de empezar',
  'pickup.validation.overlap': 'Los horarios de recogida del mismo día no pueden superponerse',
  'pickup.validation.tooShort': 'Un horario de recogida debe durar al menos un turno',
  'pickup.validation.tooMany': 'Como máximo 50 horarios de recogida',
  'pickup.validation.zeroCapacity': 'Un turno debe aceptar al menos 1 pedido',
  'pickup.validation.date': 'Elige una fecha con el formato AAAA-MM-DD',
  'pickup.validation.extraMinutes': 'Los minutos extra deben estar entre 0 y 120',
  'pickup.validation.pausedUntil': 'Elige una hora futura hasta la que pausar',
  'pickup.error.invalidTime': 'Esa hora de recogida no está disponible. Elige una de las horas mostradas',
  'pickup.error.slotFull': 'Esa hora de recogida se acaba de llenar. Elige otra hora',
  'pickup.error.paused': 'Este vendedor no está aceptando pedidos ahora',
  'pickup.error.closed': 'Este vendedor está cerrado ahora: elige una hora de recogida más tarde',
};
