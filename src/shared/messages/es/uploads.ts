import type { uploads as en } from '../en/uploads.js';
import type { Translation } from '../types.js';

export const uploads: Translation<typeof en> = {
  'uploads.error.tooManyFiles': 'No se pueden agregar más archivos (límite {max})',
  'uploads.error.duplicate': "No se puede agregar el archivo duplicado '{name}', ya existe",
  'uploads.error.fileTooLarge': "'{name}' supera el tamaño máximo de {size}",
  'uploads.error.tooLarge': 'El archivo supera el tamaño máximo de {size}',
  'uploads.error.fileType': 'Solo se permiten imágenes JPEG, PNG, WebP o GIF',
  'uploads.error.unreadable': 'No se pudo leer la imagen. Prueba con otro archivo.',
  'uploads.error.failed': "No se pudo subir '{name}'",
  'uploads.error.quota': 'Ya subiste muchas fotos por ahora. Inténtalo de nuevo más tarde.',
  'uploads.error.linkInvalid': 'Este enlace de carga no es válido o ya venció',
  'uploads.error.unknownObject': 'No se encontró esta carga',
  'uploads.status.offline': 'Sin conexión a Internet',
  'uploads.status.online': 'Conectado a Internet',
};
