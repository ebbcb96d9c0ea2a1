import type { goLive as en } from '../en/go-live.js';
import type { Translation } from '../types.js';

export const goLive: Translation<typeof en> = {
  'goLive.error.setupIncomplete': 'Completa todos los pasos de la lista antes de publicar tu negocio',
  'goLive.error.notLive': 'Este negocio aún no está publicado',

  'goLive.step.photo': 'Agrega una foto de perfil',
  'goLive.step.hours': 'Indica tu horario',
  'goLive.step.menu': 'Agrega al menos {n} platillos',
  'goLive.step.payment': 'Elige cómo te pagan',
  'goLive.hint.photo': 'Los clientes eligen un puesto por su foto.',
  'goLive.hint.hours': 'Al menos un día abierto, para que sepan cuándo venir.',
  'goLive.hint.menu': '{count} de {n} en tu menú por ahora.',
  'goLive.hint.menuMore': '{count, plural, one {# platillo} other {# platillos}} en tu menú.',
  'goLive.hint.payment': 'Efectivo, tarjeta, Zelle… al menos uno.',
  'goLive.action.photo': 'Agregar foto',
  'goLive.action.hours': 'Poner horario',
  'goLive.action.menu': 'Agregar platillos',
  'goLive.action.payment': 'Elegir formas de pago',
  'goLive.state.done': 'Listo',
  'goLive.state.todo': 'Pendiente',

  'goLive.card.title': 'Prepárate para publicar',
  'goLive.card.intro': 'Los clientes aún no te encuentran. Completa estos pasos y publica tu negocio.',
  'goLive.card.progress': '{done} de {total} listos',
  'goLive.card.optional': 'Opcional, cuando quieras: horarios de recogida y el programa de lealtad.',
  'goLive.card.ready': 'Todo listo. Al publicar, apareces en el mapa para los clientes.',
  'goLive.card.notReady': 'Podrás publicar cuando completes todos los pasos.',
  'goLive.button.goLive': 'Publicar',
  'goLive.button.goingLive': 'Publicando…',
  'goLive.button.preview': 'Ver mi página',

  'goLive.success.title': '¡Ya estás publicado!',
  'goLive.success.body': 'Los clientes ya pueden encontrar a {name} en el mapa y pedir por adelantado.',
  'goLive.success.dismiss': 'Cerrar',

  'goLive.preview.banner': 'Vista previa: aún no publicado. Los clientes no ven esta página hasta que publiques.',
  'goLive.preview.back': 'Volver a la lista',
  'goLive.preview.orderingOff': 'Los pedidos se abren cuando publiques.',

  'goLive.admin.settingUp': 'En preparación',
};
