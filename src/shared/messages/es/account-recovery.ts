import type { accountRecovery as en } from '../en/account-recovery.js';
import type { Translation } from '../types.js';

export const accountRecovery: Translation<typeof en> = {
  'accountRecovery.signIn.forgot': '¿Olvidaste tu contraseña?',
  'accountRecovery.signIn.resetDone': 'Tu contraseña se cambió. Inicia sesión con tu nueva contraseña.',

  'accountRecovery.forgot.documentTitle': 'Olvidé mi contraseña',
  'accountRecovery.forgot.title': '¿Olvidaste tu contraseña?',
  'accountRecovery.forgot.subtitle':
    'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  'accountRecovery.forgot.submit': 'Enviar enlace',
  'accountRecovery.forgot.submitting': 'Enviando…',
  'accountRecovery.forgot.failed': 'No pudimos enviar el enlace. Inténtalo de nuevo.',
  'accountRecovery.forgot.sent':
    'Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una nueva contraseña. El enlace sirve una vez, durante una hora.',
  'accountRecovery.forgot.sentTitle': 'Revisa tu correo',
  'accountRecovery.backToSignIn': 'Volver a iniciar sesión',

  'accountRecovery.reset.documentTitle': 'Elige una nueva contraseña',
  'accountRecovery.reset.title': 'Elige una nueva contraseña',
  'accountRecovery.reset.subtitle': 'Se cerrarán todas tus sesiones; luego inicia sesión con la nueva contraseña.',
  'accountRecovery.reset.newPassword': 'Nueva contraseña',
  'accountRecovery.reset.submit': 'Cambiar contraseña',
  'accountRecovery.reset.submitting': 'Cambiando…',
  'accountRecovery.reset.failed': 'No pudimos cambiar tu contraseña. Inténtalo de nuevo.',
  'accountRecovery.reset.done': 'Tu contraseña se cambió.',
  'accountRecovery.reset.missingToken': 'Esta página necesita el enlace del correo. Pide uno nuevo.',
  'accountRecovery.reset.askAgain': 'Pedir un enlace nuevo',

  'accountRecovery.error.invalidToken': 'Este enlace no es válido o ya se usó. Pide uno nuevo.',
  'accountRecovery.error.tokenExpired': 'Este enlace caducó (los enlaces duran una hora). Pide uno nuevo.',
  'accountRecovery.error.tooManyRequests':
    'Demasiadas solicitudes para este correo. Espera un rato e inténtalo de nuevo.',

  'accountRecovery.email.subject': 'Restablece tu contraseña de Valley Eats',
  'accountRecovery.email.body':
    'Hola, {name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Valley Eats. Para elegir una nueva, abre este enlace (sirve una vez, durante una hora):\n\n{link}\n\nSi no fuiste tú, ignora este correo: tu contraseña sigue igual.\n\nValley Eats',
} as const;
