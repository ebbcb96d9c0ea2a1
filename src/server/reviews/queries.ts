/**
 * Reviews (DESIGN §10.4, issue 19 item 1): the only place reviews are written, and the one reading
 * of both review tables as a public list (the vendor detail's latest reviews use it too).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ReviewCreate } from '../../shared/schemas/reviews.js';
import type { Db } from '../db/index.js';
import { guestPreorders, preorderReviews, reviews, users, vendors } from '../db/schema.js';
import { countsForItsPhone } from '../preorders/trust.js';
import { listed, type VendorRow } from '../vendors/queries.js';

export interface ReviewEntry {
  id: string;
  rating: number;
  comment: string | null;
  authorName: string | null;
  /** ISO 8601. */
  createdAt: string;
  photos: string[];
  isVerifiedPurchase: boolean;
  vendorReply: { text: string; repliedAt: string } | null;
  edited: boolean;
}

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A timestamp as fixed-width ISO 8601 text in UTC: the same on both drivers, and it sorts like
 * the timestamp itself (the list's cursor compares it as text).
 */
export function isoText(column: Parameters<typeof sql>[1]) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Both review tables as one relation with the public columns, for one vendor. */
function bothTables(db: Db, vendorId: number) {
  const signedIn = db
    .select({
      id: sql<string>`'review-' || ${reviews.id}`.as('id'),
      rating: sql<number>`${reviews.rating}`.as('rating'),
      comment: sql<string | null>`${reviews.comment}`.as('comment'),
      authorName: sql<string | null>`nullif(trim(${users.firstName}), '')`.as('author_name'),
      createdAt: isoText(reviews.createdAt).as('created_at'),
      photos: sql<string[] | null>`${reviews.photos}`.as('photos'),
      verified: sql<boolean>`${reviews.isVerifiedPurchase}`.as('verified'),
      reply: sql<string | null>`${reviews.vendorReply}`.as('reply'),
      repliedAt: isoText(reviews.vendorRepliedAt).as('replied_at'),
      edited: sql<boolean>`${reviews.updatedAt} > ${reviews.createdAt} + interval '1 minute'`.as('edited'),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.vendorId, vendorId));
  // A rated preorder is a purchase by definition; its author is the first word of the name given.
  const fromOrders = db
    .select({
      id: sql<string>`'preorder-' || ${preorderReviews.id}`.as('id'),
      rating: sql<number>`${preorderReviews.rating}`.as('rating'),
      comment: sql<string | null>`${preorderReviews.comment}`.as('comment'),
      authorName: sql<string | null>`nullif(split_part(trim(${preorderReviews.customerName}), ' ', 1), '')`.as(
        'author_name',
      ),
      createdAt: isoText(preorderReviews.createdAt).as('created_at'),
      photos: sql<string[] | null>`null::text[]`.as('photos'),
      verified: sql<boolean>`true`.as('verified'),
      reply: sql<string | null>`${preorderReviews.vendorReply}`.as('reply'),
      repliedAt: isoText(preorderReviews.vendorRepliedAt).as('replied_at'),
      edited: sql<boolean>`false`.as('edited'),
    })
    .from(preorderReviews)
    .where(eq(preorderReviews.vendorId, vendorId));
  return unionAll(signedIn, fromOrders).as('both');
}

type UnionRow = {
  id: string;
  rating: number;
  comment: string | null;
  author_name: string | null;
  created_at: string;
  photos: string[] | null;
  verified: boolean;
  reply: string | null;
  replied_at: string | null;
  edited: boolean;
};

function entryOf(r: UnionRow): ReviewEntry {
  return {
    id: r.id,
    rating: Number(r.rating),
    comment: r.comment,
    authorName: r.author_name,
    createdAt: r.created_at,
    photos: r.photos ?? [],
    isVerifiedPurchase: Boolean(r.verified),
    vendorReply: r.reply && r.replied_at ? { text: r.reply, repliedAt: r.replied_at } : null,
    edited: Boolean(r.edited),
  };
}

/** Where a page starts: after the review with this (createdAt, id), newest first. */
export interface ReviewCursor {
  createdAt: string;
  id: string;
}

/**
 * One page of a vendor's reviews from both tables, newest first (ties by id), `limit` long, after
 * `cursor` when given (or only the review `onlyId`); one statement.
 */
export async function listReviews(
  db: Db,
  vendorId: number,
  limit: number,
  cursor?: ReviewCursor,
  onlyId?: string,
): Promise<ReviewEntry[]> {
  const both = bothTables(db, vendorId);
  const after = cursor
    ? sql`where (created_at, id) < (${cursor.createdAt}, ${cursor.id})`
    : onlyId
      ? sql`where id = ${onlyId}`
      : sql``;
  const rows = await db.execute<UnionRow>(
    sql`select * from ${both} ${after} order by created_at desc, id desc limit ${limit}`,
  );
  return rows.rows.map(entryOf);
}

/** A vendor the public may see (active and live), or undefined. */
export async function findListedVendor(db: Db, vendorId: number): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), listed()))
    .limit(1);
  return row;
}

/** The user's own review of the vendor, or undefined. */
export async function findOwnReview(db: Db, vendorId: number, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.vendorId, vendorId), eq(reviews.userId, userId)))
    .limit(1);
  return row;
}

export async function findReview(db: Db, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  return row;
}

/**
 * DESIGN §10.4: a purchase is verified when the user's linked (verified) phone has a completed
 * preorder at the vendor that counts for that phone (decision 0014: placed online by it, not a
 * walk-up the vendor typed, not the vendor's own phone). Evaluated inside the write, so it is
 * true at the moment of writing.
 */
function verifiedPurchase(userId: string, vendorId: number | SQL) {
  return sql<boolean>`exists (
    select 1 from ${guestPreorders} join ${users} on ${users.phone} = ${guestPreorders.phone}
    where ${users.id} = ${userId} and ${guestPreorders.vendorId} = ${vendorId} and ${guestPreorders.status} = 'completed'
      and ${countsForItsPhone()}
  )`;
}

/**
 * Whether the user may write a review of the vendor: a verified purchase (above). DoorDash's rule:
 * reviews come only from customers who ordered, so a fresh account cannot review-bomb a truck
 * (issue 43 item 9, decision 0042).
 */
export async function hasVerifiedPurchase(db: Db, userId: string, vendorId: number): Promise<boolean> {
  const rows = await db.execute<{ ok: boolean }>(sql`select ${verifiedPurchase(userId, vendorId)} as ok`);
  return rows.rows[0]?.ok === true;
}

export type ReviewFields = Required<Pick<ReviewCreate, 'rating'>> & {
  foodQualityRating?: number | null;
  serviceRating?: number | null;
  valueRating?: number | null;
  comment?: string | null;
  photos?: string[];
};

/** Inserts the user's review; undefined when they already reviewed this vendor (one per user). */
export async function createReview(
  db: Db,
  vendorId: number,
  userId: string,
  input: ReviewFields,
  now: Date,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .insert(reviews)
    .values({
      vendorId,
      userId,
      rating: input.rating,
      foodQualityRating: input.foodQualityRating ?? null,
      serviceRating: input.serviceRating ?? null,
      valueRating: input.valueRating ?? null,
      comment: input.comment ?? null,
      photos: input.photos ?? [],
      isVerifiedPurchase: verifiedPurchase(userId, vendorId),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [reviews.vendorId, reviews.userId] })
    .returning();
  return row;
}

/** Changes the fields sent of the author's own review (and re-checks the purchase); undefined if not theirs. */
export async function updateReview(
  db: Db,
  reviewId: number,
  userId: string,
  patch: Partial<ReviewFields>,
  now: Date,
): Promise<ReviewRow | undefined> {
  const set: Partial<typeof reviews.$inferInsert> = { updatedAt: now };
  if (patch.rating !== undefined) set.rating = patch.rating;
  if (patch.foodQualityRating !== undefined) set.foodQualityRating = patch.foodQualityRating;
  if (patch.serviceRating !== undefined) set.serviceRating = patch.serviceRating;
  if (patch.valueRating !== undefined) set.valueRating = patch.valueRating;
  if (patch.comment !== undefined) set.comment = patch.comment;
  if (patch.photos !== undefined) set.photos = patch.photos;
  const [row] = await db
    .update(reviews)
    .set({ ...set, isVerifiedPurchase: verifiedPurchase(userId, sql`${reviews.vendorId}`) })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning();
  return row;
}

/**
 * The vendor's one public reply to a review of theirs: 'replied', 'not_found' (no such review of
 * this vendor) or 'already' (a reply exists; it is not overwritten).
 */
export async function replyToReview(
  db: Db,
  vendorId: number,
  publicId: string,
  text: string,
  now: Date,
): Promise<'replied' | 'not_found' | 'already'> {
  const [kind, raw] = publicId.split('-');
  const id = Number(raw);
  const table = kind === 'review' ? reviews : preorderReviews;
  const updated = await db
    .update(table)
    .set({ vendorReply: text, vendorRepliedAt: now })
    .where(and(eq(table.id, id), eq(table.vendorId, vendorId), sql`${table.vendorReply} is null`))
    .returning({ id: table.id });
  if (updated.length > 0) return 'replied';
  const [exists] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.vendorId, vendorId)))
    .limit(1);
  return exists ? 'already' : 'not_found';
}
