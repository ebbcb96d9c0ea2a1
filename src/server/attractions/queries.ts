/** The valley's attractions (`attractions`, DESIGN §10.3): read by anyone, kept by the administrator. */
import { asc, desc, eq } from 'drizzle-orm';
import type { AttractionCreate, AttractionUpdate } from '../../shared/schemas/attractions.js';
import type { Db } from '../db/index.js';
import { attractions } from '../db/schema.js';

export type AttractionRow = typeof attractions.$inferSelect;

/** Partners first, then by name. */
export function listAttractions(db: Db): Promise<AttractionRow[]> {
  return db.select().from(attractions).orderBy(desc(attractions.isPartner), asc(attractions.name), asc(attractions.id));
}

export async function createAttraction(db: Db, input: AttractionCreate, now: Date): Promise<AttractionRow> {
  const [row] = await db.insert(attractions).values({ ...input, createdAt: now }).returning();
  return row;
}

/** null when there is no such attraction. */
export async function updateAttraction(db: Db, id: number, input: AttractionUpdate): Promise<AttractionRow | null> {
  const [row] = await db.update(attractions).set(input).where(eq(attractions.id, id)).returning();
  return row ?? null;
}

export async function deleteAttraction(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(attractions).where(eq(attractions.id, id)).returning({ id: attractions.id });
  return rows.length > 0;
}
