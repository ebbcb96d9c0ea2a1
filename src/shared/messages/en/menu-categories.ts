/** Menu categories, daily specials and low stock: server texts and the vendor's screens (DESIGN §10.2). */
export const menuCategoriesMessages = {
  'menuCategory.validation.name': 'A category needs a name of at most 60 characters',
  'menuCategory.validation.description': 'A category description can be at most 300 characters',
} as const;
