import type { menuCategoriesMessages as en } from '../en/menu-categories.js';
import type { Translation } from '../types.js';

export const menuCategoriesMessages: Translation<typeof en> = {
  'menuCategory.validation.name': 'Una categoría necesita un nombre de como máximo 60 caracteres',
  'menuCategory.validation.description': 'La descripción de una categoría puede tener como máximo 300 caracteres',
};
