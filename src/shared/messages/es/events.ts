import type { events as en } from '../en/events.js';
import type { Translation } from '../types.js';

export const events: Translation<typeof en> = {
  'event.validation.requestedLocation': 'La ubicación preferida es obligatoria',
  'event.validation.tooLong': 'Este texto es demasiado largo',
  'event.validation.name': 'El nombre del evento es obligatorio',
  'event.validation.type': 'El tipo de evento es obligatorio',
  'event.validation.startDate': 'La fecha de inicio es obligatoria',
  'event.validation.endDate': 'La fecha de fin es obligatoria',
  'event.validation.date': 'Usa una fecha como 2026-12-31',
  'event.validation.endBeforeStart': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'event.validation.locations': 'Hasta 50 ubicaciones, cada una con un nombre de hasta 200 caracteres',
  'event.validation.status': 'El estado debe ser pending, approved o rejected',
  'event.validation.fee': 'La cuota de inscripción debe ser una cantidad de 0 a 999999.99 con máximo 2 decimales',
  'event.error.notFound': 'Evento no encontrado',
  'event.error.closed': 'Este evento no está abierto a inscripciones',
  'event.error.alreadyRegistered': 'Ya estás inscrito en este evento',
  'event.error.vendorsOnly': 'Solo los vendedores pueden inscribirse en eventos. Crea primero un perfil de vendedor.',
  'event.error.registrationNotFound': 'Inscripción no encontrada',
  'event.validation.siteName': 'Ponle nombre al lugar, p. ej. Fila B, puesto 4 (hasta 120 caracteres)',
  'event.validation.premium': 'Premium debe ser verdadero o falso',
  'event.error.notApproved': 'Solo una inscripción aprobada puede tener lugar en el sitio del evento',
};
