import type { language as en } from '../en/language.js';
import type { Translation } from '../types.js';

export const language: Translation<typeof en> = {
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'language.switch.label': 'Idioma',
};
