/** The vendor dashboard in a rush: pickup windows editor and week preview, busy mode and pause (DESIGN §10.2). */
export const vendorRushUi = {
} as const;
