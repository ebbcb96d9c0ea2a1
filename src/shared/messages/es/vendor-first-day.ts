import type { vendorFirstDay as en } from '../en/vendor-first-day.js';
import type { Translation } from '../types.js';

export const vendorFirstDay: Translation<typeof en> = {
  'vendorFirstDay.validation.noShift': 'Un día abierto necesita al menos un turno',
  'vendorFirstDay.validation.onlyLastOvernight': 'Solo el último turno del día puede cerrar después de medianoche',
  'vendorFirstDay.validation.overlap': 'Los turnos de un día no deben solaparse',
  'vendorFirstDay.validation.tooManyShifts': 'Como máximo dos turnos por día',
  'vendorFirstDay.validation.dayTwice': 'Cada día puede aparecer una sola vez',

  'vendorFirstDay.hours.open': 'Abierto',
  'vendorFirstDay.hours.openOn': 'Abierto el {day}',
  'vendorFirstDay.hours.closedAllDay': 'Cerrado',
  'vendorFirstDay.hours.opens': 'Abre',
  'vendorFirstDay.hours.closes': 'Cierra',
  'vendorFirstDay.hours.timeLabel': '{day}, turno {n}, {which}',
  'vendorFirstDay.hours.addShift': 'Agregar un segundo turno',
  'vendorFirstDay.hours.addShiftOn': 'Agregar un segundo turno el {day}',
  'vendorFirstDay.hours.removeShift': 'Quitar el segundo turno',
  'vendorFirstDay.hours.removeShiftOn': 'Quitar el segundo turno del {day}',
  'vendorFirstDay.hours.overnight': 'Cierra después de medianoche',
  'vendorFirstDay.hours.copyMonday': 'Copiar el lunes a todos los días',
  'vendorFirstDay.hours.copied': 'El horario del lunes se copió a todos los días. Guarda para conservarlo.',
  'vendorFirstDay.hours.save': 'Guardar horario',
  'vendorFirstDay.hours.saving': 'Guardando…',
  'vendorFirstDay.hours.unsaved': 'Cambios sin guardar',
  'vendorFirstDay.hours.saved': 'Tu horario de la semana está guardado.',
  'vendorFirstDay.hours.fix': 'Corrige los días marcados abajo y guarda.',
  'vendorFirstDay.hours.incomplete': 'Completa las dos horas de cada turno',

  'vendorFirstDay.stats.profileViewsPeriod': 'Últimos 30 días',

  'vendorFirstDay.analytics.revenueHint': 'Pedidos completados',
  'vendorFirstDay.analytics.ordersHint': 'Pedidos completados',
  'vendorFirstDay.analytics.open': 'Pedidos abiertos',
  'vendorFirstDay.analytics.openValue': '{value} por cobrar',
  'vendorFirstDay.analytics.openHint': 'Pendientes, confirmados o listos: cuentan como ingresos al completarse.',
  'vendorFirstDay.analytics.views': 'Visitas al perfil',
  'vendorFirstDay.analytics.new': 'Nuevo',

};
