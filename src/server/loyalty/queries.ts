/**
 * The loyalty ledger (DESIGN §4): the balance of a (normalised phone, vendor) pair is the sum of
 * its transactions; each transaction records the balance after it. Every change to one pair's
 * ledger takes a transaction-scoped advisory lock on that pair first, so concurrent redemptions
 * queue and can never spend the same points twice (on PostgreSQL and on PGlite alike); the
 * `current_balance >= 0` check is the last line of defence.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import { normalizeMoney, toCents } from '../../shared/money.js';
import { normalizePhone } from '../../shared/phone.js';
import {
  normalizeRedemptionCode,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
  type RewardCreateSchema,
  type RewardUpdateSchema,
} from '../../shared/schemas/loyalty.js';
import type { Db } from '../db/index.js';
import { type guestPreorders, loyaltyRewards, loyaltyTransactions, menuItems, vendors } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { orderCountsForItsPhone } from '../preorders/trust.js';

type RewardRow = typeof loyaltyRewards.$inferSelect;
type PreorderRow = typeof guestPreorders.$inferSelect;
type RewardCreate = ReturnType<typeof RewardCreateSchema.parse>;
type RewardUpdate = ReturnType<typeof RewardUpdateSchema.parse>;

/** Why a reward cannot be redeemed at `now`, or null when it can. */
export function rewardBlocker(r: RewardRow, now: Date) {
  if (!r.isActive) return 'loyalty.error.rewardInactive' as const;
  if (r.validFrom && r.validFrom.getTime() > now.getTime()) return 'loyalty.error.rewardNotStarted' as const;
  if (r.validUntil && r.validUntil.getTime() <= now.getTime()) return 'loyalty.error.rewardExpired' as const;
  if (r.maxUses !== null && r.currentUses >= r.maxUses) return 'loyalty.error.rewardUsedUp' as const;
  return null;
}

async function lockLedger(tx: Db, phone: string, vendorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`loyalty:${phone}:${vendorId}`}, 0))`);
}

async function ledgerBalance(tx: Db, phone: string, vendorId: number): Promise<number> {
  const rows = await tx
    .select({
      balance: sql<number>`coalesce(sum(${loyaltyTransactions.pointsEarned} - ${loyaltyTransactions.pointsSpent}), 0)::int`,
    })
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.customerPhone, phone), eq(loyaltyTransactions.vendorId, vendorId)));
  return rows[0]?.balance ?? 0;
}

export async function getBalance(db: Db, phone: string, vendorId: number): Promise<number> {
  return ledgerBalance(db, normalizePhone(phone), vendorId);
}

export const TRANSACTION_LIST_LIMIT = 500;

export async function listTransactions(db: Db, phone: string, vendorId: number) {
  const rows = await db
    .select()
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.customerPhone, normalizePhone(phone)), eq(loyaltyTransactions.vendorId, vendorId)))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(TRANSACTION_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    // Codes never appear in a listing (DESIGN §10.1): rows written before that rule named theirs.
    description: r.redemptionCode && r.description ? r.description.replaceAll(r.redemptionCode, '•••') : r.description,
    createdAt: r.createdAt.toISOString(),
    transactionType: r.transactionType,
    pointsEarned: r.pointsEarned,
    pointsSpent: r.pointsSpent,
    currentBalance: r.currentBalance,
  }));
}

/** A reward with the name of its free item (null for a discount). */
export type NamedReward = RewardRow & { menuItemName: string | null };

export async function listRewards(db: Db, vendorId: number): Promise<NamedReward[]> {
  const rows = await db
    .select({ reward: loyaltyRewards, menuItemName: menuItems.name })
    .from(loyaltyRewards)
    .leftJoin(menuItems, eq(menuItems.id, loyaltyRewards.menuItemId))
    .where(eq(loyaltyRewards.vendorId, vendorId))
    .orderBy(loyaltyRewards.pointsRequired, loyaltyRewards.id);
  return rows.map((r) => ({ ...r.reward, menuItemName: r.menuItemName }));
}

async function named(db: Db, r: RewardRow): Promise<NamedReward> {
  if (!r.menuItemId) return { ...r, menuItemName: null };
  const item = await db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, r.menuItemId)).limit(1);
  return { ...r, menuItemName: item[0]?.name ?? null };
}

/**
 * Called inside the status transaction when an order completes: floor(total in dollars) points
 * (SPEC §9) at a vendor whose program is on, once per order (a unique index backs this up).
 */
export async function earnForCompletedOrder(tx: Db, order: PreorderRow, now: Date): Promise<number> {
  const vendor = (
    await tx.select({ on: vendors.hasLoyaltyProgram }).from(vendors).where(eq(vendors.id, order.vendorId)).limit(1)
  )[0];
  const phone = order.phone;
  if (!vendor?.on || !phone) return 0;
  // Decision 0014 (src/server/preorders/trust.ts): only an order its phone placed earns, never a
  // walk-up the vendor typed, never the vendor's own phones (issue 25 item 7), never before Go live.
  if (!(await orderCountsForItsPhone(tx, order.id))) return 0;
  const points = Math.floor(toCents(order.totalAmount) / 100);
  if (points <= 0) return 0;
  await lockLedger(tx, phone, order.vendorId);
  const already = await tx
    .select({ id: loyaltyTransactions.id })
    .from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, order.id), eq(loyaltyTransactions.transactionType, 'earned')))
    .limit(1);
  if (already[0]) return 0;
  const balance = await ledgerBalance(tx, phone, order.vendorId);
  await tx.insert(loyaltyTransactions).values({
    customerPhone: phone,
    vendorId: order.vendorId,
    orderId: order.id,
    transactionType: 'earned',
    pointsEarned: points,
    currentBalance: balance + points,
    description: t('loyalty.tx.earned', { points, invoice: order.invoiceNumber }),
    createdAt: now,
  });
  return points;
}

/** A phone that earns more than this many times a day at one vendor is flagged (issue 25 item 7). */
export const EARNINGS_FLAG_PER_DAY = 5;

/**
 * Phones that earned more than EARNINGS_FLAG_PER_DAY times on one valley day at one vendor in the
 * last 30 days (one vendor's, or every vendor's for the administrator), newest day first.
 */
export async function loyaltyFlags(db: Db, options: { vendorId?: number; now: Date; tz: string }) {
  const since = new Date(options.now.getTime() - 30 * 86_400_000);
  const rows = await db.execute<{ vendor_id: number; vendor_name: string; phone: string; day: string; earnings: number; points: number }>(sql`
    select t.vendor_id, v.business_name as vendor_name, t.customer_phone as phone,
           to_char((t.created_at at time zone ${options.tz})::date, 'YYYY-MM-DD') as day,
           count(*)::int as earnings, sum(t.points_earned)::int as points
    from loyalty_transactions t join vendors v on v.id = t.vendor_id
    where t.transaction_type = 'earned' and t.created_at >= ${since.toISOString()}::timestamptz
      ${options.vendorId === undefined ? sql`` : sql`and t.vendor_id = ${options.vendorId}`}
    group by t.vendor_id, v.business_name, t.customer_phone, 4
    having count(*) > ${EARNINGS_FLAG_PER_DAY}
    order by 4 desc, earnings desc
    limit 100`);
  return rows.rows.map((r) => ({
    vendorId: Number(r.vendor_id),
    vendorName: r.vendor_name,
    phone: r.phone,
    day: r.day,
    earnings: Number(r.earnings),
    points: Number(r.points),
  }));
}

/** 10 characters of Crockford's base32 from crypto.randomInt: 50 random bits, `XXXXX-XXXXX`. */
function newRedemptionCode(): string {
  let code = '';
  for (let i = 0; i < REDEMPTION_CODE_LENGTH; i++) code += REDEMPTION_CODE_ALPHABET[randomInt(REDEMPTION_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Spends points on a reward atomically; 409 'Insufficient points' when the balance is short. */
export async function redeemReward(db: Db, phoneInput: string, rewardId: number, now: Date) {
  const phone = normalizePhone(phoneInput);
  return db.transaction(async (tx) => {
    const peek = (await tx.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId)).limit(1))[0];
    if (!peek?.vendorId) throw notFound(t('loyalty.error.rewardNotFound'));
    const vendorId = peek.vendorId;
    // Ledger lock first, then the reward row: always the same order, so no deadlock.
    await lockLedger(tx, phone, vendorId);
    const locked = await tx.execute<{ id: number }>(
      sql`select id from loyalty_rewards where id = ${rewardId} for update`,
    );
    if (!locked.rows[0]) throw notFound(t('loyalty.error.rewardNotFound'));
    const reward = (await tx.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId)).limit(1))[0];
    const blocker = rewardBlocker(reward, now);
    if (blocker) throw conflict(t(blocker));
    const balance = await ledgerBalance(tx, phone, vendorId);
    if (balance < reward.pointsRequired) throw conflict(t('loyalty.error.insufficient'), { code: 'insufficient_points' });
    const after = balance - reward.pointsRequired;
    let code = '';
    for (let attempt = 0; attempt < 5 && !code; attempt++) {
      const candidate = newRedemptionCode();
      const inserted = await tx
        .insert(loyaltyTransactions)
        .values({
          customerPhone: phone,
          vendorId,
          rewardId: reward.id,
          transactionType: 'redeemed',
          pointsSpent: reward.pointsRequired,
          currentBalance: after,
          redemptionCode: candidate,
          description: t('redemption.tx.redeemed', { reward: reward.name }),
          createdAt: now,
        })
        .onConflictDoNothing({ target: loyaltyTransactions.redemptionCode })
        .returning({ id: loyaltyTransactions.id });
      if (inserted[0]) code = candidate;
    }
    if (!code) throw new Error('could not allocate a redemption code');
    await tx
      .update(loyaltyRewards)
      .set({ currentUses: sql`${loyaltyRewards.currentUses} + 1`, updatedAt: now })
      .where(eq(loyaltyRewards.id, reward.id));
    return { success: true as const, balance: after, redemptionCode: code, reward: { id: reward.id, name: reward.name } };
  });
}

/** The linked phone's balance at every vendor where it has a ledger (GET /api/me/loyalty). */
export async function balancesByPhone(db: Db, phone: string) {
  const rows = await db
    .select({
      vendorId: vendors.id,
      vendorName: vendors.businessName,
      balance: sql<number>`coalesce(sum(${loyaltyTransactions.pointsEarned} - ${loyaltyTransactions.pointsSpent}), 0)::int`,
    })
    .from(loyaltyTransactions)
    .innerJoin(vendors, eq(vendors.id, loyaltyTransactions.vendorId))
    .where(eq(loyaltyTransactions.customerPhone, normalizePhone(phone)))
    .groupBy(vendors.id, vendors.businessName)
    .orderBy(vendors.businessName, vendors.id);
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

function codeOfVendor(vendorId: number, typed: string) {
  const candidates = [normalizeRedemptionCode(typed), typed.trim().toUpperCase()].filter((c): c is string => !!c);
  return and(
    inArray(loyaltyTransactions.redemptionCode, candidates),
    eq(loyaltyTransactions.vendorId, vendorId),
    eq(loyaltyTransactions.transactionType, 'redeemed'),
  );
}

/**
 * Marks a vendor's redemption code used in one conditional UPDATE, so of any number of concurrent
 * uses (the desk's check, a checkout) exactly one succeeds. Used before → 409 `code_used` (with
 * when); unknown or another vendor's → 404 `code_not_found`.
 */
async function spendCode(db: Db, vendorId: number, typed: string, now: Date) {
  const used = await db
    .update(loyaltyTransactions)
    .set({ codeUsedAt: now })
    .where(and(codeOfVendor(vendorId, typed), isNull(loyaltyTransactions.codeUsedAt)))
    .returning({
      code: loyaltyTransactions.redemptionCode,
      rewardId: loyaltyTransactions.rewardId,
      description: loyaltyTransactions.description,
    });
  if (used[0]) return used[0];
  throw await codeRefusal(db, vendorId, typed);
}

async function codeRefusal(db: Db, vendorId: number, typed: string) {
  const before = (
    await db.select({ usedAt: loyaltyTransactions.codeUsedAt }).from(loyaltyTransactions).where(codeOfVendor(vendorId, typed)).limit(1)
  )[0];
  if (before?.usedAt) return conflict(t('redemption.error.used'), { code: 'code_used', redeemedAt: before.usedAt.toISOString() });
  return notFound(t('redemption.error.notFound'), { code: 'code_not_found' });
}

/** The vendor checks a code a customer shows (POST /api/vendors/:id/redemptions/check). */
export async function useRedemptionCode(db: Db, vendorId: number, typed: string, now: Date) {
  const used = await spendCode(db, vendorId, typed, now);
  const reward = used.rewardId ? await findReward(db, used.rewardId) : undefined;
  return { rewardName: reward?.name ?? used.description ?? '', redeemedAt: now.toISOString() };
}

/** What a code not yet used gives, without using it (the checkout's preview); refusals as above. */
export async function previewRedemptionCode(db: Db, vendorId: number, typed: string) {
  const row = (
    await db
      .select({ reward: loyaltyRewards, usedAt: loyaltyTransactions.codeUsedAt })
      .from(loyaltyTransactions)
      .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyTransactions.rewardId))
      .where(codeOfVendor(vendorId, typed))
      .limit(1)
  )[0];
  if (!row || row.usedAt) throw await codeRefusal(db, vendorId, typed);
  return rewardTerms(row.reward);
}

/**
 * A checkout spends a code inside the order's transaction (issue 23): the order and the code's use
 * commit together, or neither does. Returns the stored code and the reward's terms.
 */
export async function spendCodeForOrder(tx: Db, vendorId: number, typed: string, now: Date) {
  const used = await spendCode(tx, vendorId, typed, now);
  const reward = used.rewardId ? await findReward(tx, used.rewardId) : undefined;
  if (!reward) throw notFound(t('redemption.error.notFound'), { code: 'code_not_found' });
  return { code: used.code as string, terms: rewardTerms(reward) };
}

/** A cancelled order gives its code back, so the customer can use it again. */
export async function releaseCode(tx: Db, vendorId: number, code: string) {
  await tx
    .update(loyaltyTransactions)
    .set({ codeUsedAt: null })
    .where(and(eq(loyaltyTransactions.redemptionCode, code), eq(loyaltyTransactions.vendorId, vendorId)));
}

function rewardTerms(r: RewardRow) {
  return {
    rewardName: r.name,
    discountType: r.discountType,
    discountValue: r.discountValue,
    menuItemId: r.menuItemId,
  };
}

// ---- the vendor's reward management

const toDate = (v: string | null | undefined) => (v ? new Date(v) : v === null ? null : undefined);

/** A free item must be on the vendor's own menu (400 `invalid_menu_item`). */
async function requireOwnMenuItem(db: Db, vendorId: number, menuItemId: number): Promise<void> {
  const found = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.id, menuItemId), eq(menuItems.vendorId, vendorId)))
    .limit(1);
  if (!found[0]) throw badRequest(t('loyalty.validation.freeItem'), { code: 'invalid_menu_item' });
}

export async function createReward(db: Db, vendorId: number, input: RewardCreate, now: Date): Promise<NamedReward> {
  const freeItem = input.discountType === 'free_item';
  if (freeItem) await requireOwnMenuItem(db, vendorId, input.menuItemId as number);
  const rows = await db
    .insert(loyaltyRewards)
    .values({
      vendorId,
      name: input.name,
      description: input.description,
      pointsRequired: input.pointsRequired,
      discountType: input.discountType,
      discountValue: freeItem ? '0.00' : normalizeMoney(input.discountValue as number),
      menuItemId: freeItem ? (input.menuItemId as number) : null,
      maxUses: input.maxUses ?? null,
      isActive: input.isActive ?? true,
      validFrom: toDate(input.validFrom) ?? null,
      validUntil: toDate(input.validUntil) ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return named(db, rows[0]);
}

export async function findReward(db: Db, rewardId: number) {
  return (await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId)).limit(1))[0];
}

export async function updateReward(db: Db, rewardId: number, input: RewardUpdate, now: Date): Promise<NamedReward> {
  const changes: Partial<RewardRow> = { updatedAt: now };
  if (input.discountType === 'free_item') {
    const vendorId = (await findReward(db, rewardId))?.vendorId;
    if (vendorId) await requireOwnMenuItem(db, vendorId, input.menuItemId as number);
    changes.menuItemId = input.menuItemId as number;
    changes.discountValue = '0.00';
  } else if (input.discountType !== undefined) {
    changes.menuItemId = null;
  }
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.pointsRequired !== undefined) changes.pointsRequired = input.pointsRequired;
  if (input.discountType !== undefined) changes.discountType = input.discountType;
  if (input.discountValue !== undefined && input.discountType !== 'free_item') {
    changes.discountValue = normalizeMoney(input.discountValue);
  }
  if (input.maxUses !== undefined) changes.maxUses = input.maxUses;
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.validFrom !== undefined) changes.validFrom = toDate(input.validFrom) ?? null;
  if (input.validUntil !== undefined) changes.validUntil = toDate(input.validUntil) ?? null;
  const rows = await db.update(loyaltyRewards).set(changes).where(eq(loyaltyRewards.id, rewardId)).returning();
  return named(db, rows[0]);
}

export async function deleteReward(db: Db, rewardId: number): Promise<void> {
  await db.delete(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
}

export async function vendorOwner(db: Db, vendorId: number) {
  return (
    await db
      .select({ userId: vendors.userId, hasLoyaltyProgram: vendors.hasLoyaltyProgram })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .limit(1)
  )[0];
}
