import type { vendors as en } from '../en/vendors.js';
import type { Translation } from '../types.js';

export const vendors: Translation<typeof en> = {
  'vendor.validation.businessNameRequired': 'El nombre del negocio es obligatorio',
  'vendor.validation.cuisineRequired': 'El tipo de cocina es obligatorio',
  'vendor.validation.addressRequired': 'La dirección completa es obligatoria',
  'vendor.validation.tooLong': 'Este texto es demasiado largo',
  'vendor.validation.paymentMethod': 'Elige métodos de pago de la lista',
  'vendor.validation.tooManyMenuPhotos': 'Hasta 5 fotos del menú',
  'vendor.validation.latitude': 'El marcador debe estar dentro del Valle de Coachella',
  'vendor.validation.time': 'Usa una hora como 09:30',
  'vendor.validation.dayOfWeek': 'El día debe ser de 0 (domingo) a 6 (sábado)',
  'vendor.validation.hoursChange': 'Envía isClosed, openTime o closeTime',
  'vendor.validation.imageUrl': 'Las imágenes deben subirse a través de Valley Eats',
  'menu.validation.namePriceRequired': 'El nombre y el precio son obligatorios',
  'menu.validation.price': 'El precio debe ser un número de 0 a 999999.99 con máximo 2 decimales',
  'menu.validation.inventory': 'El inventario debe ser un número entero de 0 o más',
  'menu.validation.prepTime': 'El tiempo de preparación debe ser de 1 a 240 minutos',
  'vendor.error.notFound': 'Vendedor no encontrado',
  'vendor.error.alreadyRegistered': 'Ya estás registrado',
  'vendor.error.noProfile': 'No hay perfil de vendedor',
  'menu.error.notFound': 'Producto del menú no encontrado',
  'payment.zelle': 'Zelle',
  'payment.applePay': 'Apple Pay',
  'payment.cashApp': 'Cash App',
  'payment.square': 'Square',
  'payment.cash': 'Efectivo al recoger',
};
