/** The preorder desk in a rush: sorted by pickup time, the Kitchen view, new-order alerts (DESIGN §10.2). */
export const kitchenUi = {
} as const;
