import type { menuOrder as en } from '../en/menu-order.js';
import type { Translation } from '../types.js';

export const menuOrder: Translation<typeof en> = {
  'menuOrder.validation.ids': 'Envía la lista de ids en su nuevo orden',
  'menuOrder.error.categoriesMismatch': 'El orden debe incluir cada una de tus categorías del menú exactamente una vez',
  'menuOrder.error.itemsMismatch': 'El orden debe incluir cada platillo de esta categoría exactamente una vez',

  'menuOrder.state.legend': 'Disponibilidad',
  'menuOrder.state.legendFor': 'Disponibilidad de {name}',
  'menuOrder.state.available': 'Disponible',
  'menuOrder.state.soldOut': 'Agotado hoy',
  'menuOrder.state.hidden': 'Oculto',
  'menuOrder.state.hint': 'Agotado hoy vuelve solo a las 4:00 a. m. Los platillos ocultos no aparecen en el menú hasta que los muestres de nuevo.',
  'menuOrder.state.savedAvailable': '{name} está disponible de nuevo.',
  'menuOrder.state.savedSoldOut': '{name} está agotado por hoy. Vuelve a las 4:00 a. m.',
  'menuOrder.state.savedHidden': '{name} está oculto para los clientes.',

  'menuOrder.reorder.handle': 'Reordenar {name}. Arrastra, o usa las flechas arriba y abajo',
  'menuOrder.reorder.moveUp': 'Subir {name}',
  'menuOrder.reorder.moveDown': 'Bajar {name}',
  'menuOrder.reorder.moved': '{name} pasó a la posición {position} de {count}.',
  'menuOrder.reorder.grabbed': '{name} tomado, posición {position} de {count}.',
  'menuOrder.reorder.unsaved': 'El nuevo orden aún no está guardado.',
  'menuOrder.reorder.save': 'Guardar orden',
  'menuOrder.reorder.saving': 'Guardando…',
  'menuOrder.reorder.undo': 'Deshacer',
  'menuOrder.reorder.itemsSaved': 'Orden del menú guardado. Los clientes ya lo ven.',
  'menuOrder.reorder.categoriesSaved': 'Orden de categorías guardado. Los clientes ya lo ven.',
  'menuOrder.reorder.failed': 'No se pudo guardar el orden',
  'menuOrder.group.none': 'Sin categoría',
  'menuOrder.group.heading': '{name} ({count})',
} as const;
