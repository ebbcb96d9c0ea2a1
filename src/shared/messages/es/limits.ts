import type { limits as en } from '../en/limits.js';
import type { Translation } from '../types.js';

export const limits: Translation<typeof en> = {
  'preorder.error.tooManyOpenOrders':
    'Este número de teléfono ya tiene varios pedidos abiertos con este vendedor. Espera a que uno esté listo o lo recojas.',
  'preorder.error.tooManyVendorOrders':
    'Demasiados pedidos a este vendedor desde esta conexión. Espera unos minutos antes de volver a pedir.',
  'preorder.error.tooManyPhoneOrders': 'Este número de teléfono hizo demasiados pedidos en esta hora. Inténtalo más tarde.',
  'preorder.validation.emailTooLong': 'Un correo electrónico tiene como máximo 254 caracteres',
  'loyalty.validation.descriptionTooLong': 'La descripción puede tener como máximo 500 caracteres',
};
