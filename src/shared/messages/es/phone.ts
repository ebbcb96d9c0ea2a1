import type { phone as en } from '../en/phone.js';
import type { Translation } from '../types.js';

export const phone: Translation<typeof en> = {
  'phone.error.invalidPhone': 'Escribe un número de teléfono de EE. UU. de 10 dígitos',
  'phone.error.invalidCode': 'El código es incorrecto o ya venció',
  'phone.error.tooManyCodes': 'Se enviaron demasiados códigos a este teléfono. Inténtalo de nuevo en 15 minutos',
  'phone.error.notServed': 'Solo podemos enviar mensajes a números de EE. UU. y Canadá (no a números gratuitos, de tarificación especial ni del Caribe)',
  'phone.error.tooManyCodeRequests': 'Se pidieron demasiados códigos desde esta conexión. Inténtalo de nuevo en una hora',
  'phone.error.tooManyCodesToday': 'Este teléfono ya recibió todos sus códigos de hoy. Usa el último código que te enviamos o inténtalo mañana',
  'phone.error.codesUnavailable': 'Ahora no podemos enviar códigos. Inténtalo más tarde',
  'phone.error.tooManyGuesses': 'Demasiados intentos con un código. Espera una hora y vuelve a intentarlo',
  'phone.error.unverified': 'Primero confirma este teléfono con el código que te enviamos por mensaje',
  'phone.error.taken': 'Este teléfono está vinculado a otra cuenta',
  'phone.error.notLinked': 'No hay ningún teléfono vinculado a esta cuenta',
  'phone.sms.code': 'Valley Eats: tu código es {code}. Sirve por {minutes} minutos. No lo compartas con nadie.',
  'redemption.error.notFound': 'Ningún premio de este vendedor tiene este código',
  'redemption.validation.code': 'Escribe el código del premio tal como te lo dieron (10 letras y números)',
  'redemption.error.used': 'Este código ya se usó',
  'redemption.tx.redeemed': 'Canjeaste {reward}',
};
