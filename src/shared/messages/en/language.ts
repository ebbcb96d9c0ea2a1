/** The language switch (issue Reach). Each language is named in itself. */
export const language = {
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'language.switch.label': 'Language',
} as const;
