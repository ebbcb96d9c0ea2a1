import type { adminApi as en } from '../en/admin-api.js';
import type { Translation } from '../types.js';

export const adminApi: Translation<typeof en> = {
  'promotion.validation.title': 'El título es obligatorio',
  'promotion.validation.description': 'La descripción es obligatoria',
  'promotion.validation.type': 'El tipo es obligatorio',
  'promotion.validation.startDate': 'La fecha de inicio es obligatoria',
  'promotion.validation.endDate': 'La fecha de fin es obligatoria',
  'promotion.validation.date': 'Usa una fecha como 2026-12-31',
  'promotion.validation.endBeforeStart': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'promotion.validation.discountValue': 'El descuento debe ser un número de 0 a 999.99',
  'promotion.validation.priority': 'La prioridad debe ser un número entero del 1 al 100',
  'promotion.validation.tooLong': 'Este texto es demasiado largo',
  'promotion.error.notFound': 'Promoción no encontrada',
  'ad.validation.title': 'El título es obligatorio',
  'ad.validation.message': 'El mensaje es obligatorio',
  'ad.validation.adType': 'El tipo de anuncio es obligatorio',
  'ad.validation.placement': 'La ubicación es obligatoria',
  'ad.validation.paidAmount': 'La cantidad debe ser mayor que 0',
  'ad.validation.paidAmountFormat': 'La cantidad debe ser menor que 100000000 con máximo 2 decimales',
  'ad.validation.duration': 'La duración debe ser de al menos 1 hora',
  'ad.validation.durationFormat': 'La duración debe ser en horas enteras, máximo 8760 (un año)',
  'ad.validation.tooLong': 'Este texto es demasiado largo',
  'ad.validation.publicPlacement': 'La ubicación debe ser homepage, search o vendor_list',
  'ad.error.notFound': 'Anuncio no encontrado',
  'adminApi.validation.isActive': 'Envía isActive como true o false',
};
