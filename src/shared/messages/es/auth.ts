import type { auth as en } from '../en/auth.js';
import type { Translation } from '../types.js';

export const auth: Translation<typeof en> = {
  'auth.signIn.documentTitle': 'Iniciar sesión',
  'auth.signIn.title': 'Qué gusto verte de nuevo',
  'auth.signIn.subtitle': 'Inicia sesión para explorar el mapa o administrar tu negocio de comida.',
  'auth.signIn.submit': 'Iniciar sesión',
  'auth.signIn.submitting': 'Iniciando sesión…',
  'auth.signIn.failed': 'No se pudo iniciar sesión',
  'auth.signIn.noAccount': '¿Nuevo en Valley Eats?',
  'auth.signIn.toSignUp': 'Crea una cuenta',

  'auth.signUp.documentTitle': 'Crear una cuenta',
  'auth.signUp.title': 'Crea tu cuenta',
  'auth.signUp.subtitle': 'Únete a Valley Eats para encontrar vendedores cerca de ti o anunciar tu propio negocio.',
  'auth.signUp.submit': 'Crear cuenta',
  'auth.signUp.submitting': 'Creando cuenta…',
  'auth.signUp.failed': 'No se pudo crear tu cuenta',
  'auth.signUp.haveAccount': '¿Ya tienes una cuenta?',
  'auth.signUp.toSignIn': 'Inicia sesión',

  'auth.field.email': 'Correo electrónico',
  'auth.field.password': 'Contraseña',
  'auth.field.passwordHint': 'Al menos 8 caracteres.',
  'auth.field.firstName': 'Nombre',
  'auth.field.lastName': 'Apellido (opcional)',
  'auth.backHome': 'Volver al inicio',

  'auth.validation.emailRequired': 'El correo electrónico es obligatorio',
  'auth.validation.emailInvalid': 'Escribe un correo electrónico válido',
  'auth.validation.emailTooLong': 'El correo electrónico debe tener como máximo 254 caracteres',
  'auth.validation.passwordRequired': 'La contraseña es obligatoria',
  'auth.validation.passwordMin': 'La contraseña debe tener al menos 8 caracteres',
  'auth.validation.passwordMax': 'La contraseña debe tener como máximo 128 caracteres',
  'auth.validation.firstNameRequired': 'El nombre es obligatorio',
  'auth.validation.nameTooLong': 'El nombre debe tener como máximo 100 caracteres',

  'auth.unauthorized.accessPage': 'Necesitas iniciar sesión para ver esta página',
  'auth.unauthorized.registerVendor': 'Necesitas iniciar sesión para registrarte como vendedor',
};
