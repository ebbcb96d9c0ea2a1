import type { loyalty as en } from '../en/loyalty.js';
import type { Translation } from '../types.js';

export const loyalty: Translation<typeof en> = {
  'loyalty.validation.vendorId': 'Elige un vendedor',
  'loyalty.validation.rewardName': 'El nombre del premio es obligatorio',
  'loyalty.validation.points': 'Los puntos necesarios deben ser un número entero de al menos 1',
  'loyalty.validation.discountType': 'Elige porcentaje o cantidad fija',
  'loyalty.validation.discountValue': 'El descuento debe ser mayor que 0',
  'loyalty.validation.freeItem': 'Elige el artículo gratis de tu menú',
  'loyalty.validation.percentage': 'Un descuento en porcentaje no puede pasar de 100',
  'loyalty.validation.maxUses': 'El máximo de usos debe ser un número entero de al menos 1',
  'loyalty.validation.date': 'Usa una fecha como 2026-12-31',
  'loyalty.error.insufficient': 'Puntos insuficientes',
  'loyalty.error.rewardNotFound': 'Premio no encontrado',
  'loyalty.error.rewardInactive': 'Este premio no está activo',
  'loyalty.error.rewardNotStarted': 'Este premio todavía no está disponible',
  'loyalty.error.rewardExpired': 'Este premio ya venció',
  'loyalty.error.rewardUsedUp': 'Este premio ya se agotó',
  'loyalty.error.programOff': 'Este vendedor no tiene programa de lealtad',
  'loyalty.tx.earned': 'Ganaste {points} puntos con el pedido {invoice}',
  'loyalty.tx.redeemed': 'Canjeaste {reward} (código {code})',
};
