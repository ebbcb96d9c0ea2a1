import type { signUpConfirm as en } from '../en/sign-up-confirm.js';
import type { Translation } from '../types.js';

export const signUpConfirm: Translation<typeof en> = {
  'signUpConfirm.sentTitle': 'Revisa tu correo',
  'signUpConfirm.sent':
    'Enviamos un mensaje a esa dirección. Abre el enlace que contiene para terminar de crear tu cuenta (sirve una vez, durante 24 horas). Si la dirección ya tiene una cuenta, el mensaje explica cómo iniciar sesión.',
  'signUpConfirm.sentTo': 'Enviado a {email}',
  'signUpConfirm.wrongAddress': 'Usar otra dirección',

  'signUpConfirm.documentTitle': 'Termina de crear tu cuenta',
  'signUpConfirm.title': 'Termina de crear tu cuenta',
  'signUpConfirm.subtitle': 'Tu correo está confirmado. Crea la cuenta e inicia sesión.',
  'signUpConfirm.submit': 'Crear mi cuenta',
  'signUpConfirm.submitting': 'Creando…',
  'signUpConfirm.failed': 'No pudimos crear tu cuenta. Inténtalo de nuevo.',
  'signUpConfirm.missingToken': 'Esta página necesita el enlace del correo. Regístrate de nuevo para recibir otro.',
  'signUpConfirm.signUpAgain': 'Registrarme de nuevo',

  'signUpConfirm.error.invalidToken': 'Este enlace de registro no es válido o ya se usó. Inicia sesión o regístrate de nuevo.',
  'signUpConfirm.error.tokenExpired': 'Este enlace de registro venció (los enlaces duran 24 horas). Regístrate de nuevo para recibir otro.',
  'signUpConfirm.error.accountExists': 'Esta dirección ya tiene una cuenta. Inicia sesión o restablece tu contraseña.',
  'signUpConfirm.error.tooMany': 'Demasiados registros con esta dirección. Espera un rato e inténtalo de nuevo.',

  'signUpConfirm.email.newSubject': 'Termina de crear tu cuenta de Valley Eats',
  'signUpConfirm.email.newBody':
    'Hola {name}:\n\n¡Bienvenido a Valley Eats! Para terminar de crear tu cuenta, abre este enlace (sirve una vez, durante 24 horas):\n\n{link}\n\nSi no te registraste, ignora este correo: sin el enlace no se crea ninguna cuenta.\n\nValley Eats',
  'signUpConfirm.email.takenSubject': 'Alguien intentó registrarse con tu correo',
  'signUpConfirm.email.takenBody':
    'Hola {name}:\n\nAlguien (quizá tú) intentó crear una cuenta de Valley Eats con esta dirección, que ya tiene una. No se creó ninguna cuenta nueva y la tuya sigue igual.\n\nPara iniciar sesión: {signIn}\n¿Olvidaste tu contraseña? Elige una nueva: {reset}\n\nSi no fuiste tú, puedes ignorar este correo.\n\nValley Eats',
};
