-- Issue 40: money collected (paid orders' food) and tips per vendor per day. Nullable, no backfill:
-- a row rolled up before these columns is rolled up again on its next read (decision 0035).
ALTER TABLE "vendor_analytics" ADD COLUMN "collected" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "tips" numeric(10, 2);--> statement-breakpoint
-- The roll-up's triggers (migration 0005) also mark a day when an order's payment or tip changes
-- (paid online, marked paid, refunded): the same function with those two columns added.
CREATE OR REPLACE FUNCTION "vendor_analytics_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'guest_preorders' AND TG_OP = 'INSERT' THEN
    INSERT INTO "vendor_analytics" AS va ("vendor_id", "date", "changes")
    SELECT DISTINCT n."vendor_id", (n."created_at" AT TIME ZONE 'UTC')::date + d.off, 1
    FROM new_rows n CROSS JOIN (VALUES (-1), (0), (1)) AS d(off)
    ON CONFLICT ("vendor_id", "date") DO UPDATE SET "changes" = va."changes" + 1;
  ELSIF TG_TABLE_NAME = 'guest_preorders' AND TG_OP = 'UPDATE' THEN
    INSERT INTO "vendor_analytics" AS va ("vendor_id", "date", "changes")
    SELECT DISTINCT n."vendor_id", (n."created_at" AT TIME ZONE 'UTC')::date + d.off, 1
    FROM new_rows n JOIN old_rows o ON o."id" = n."id" CROSS JOIN (VALUES (-1), (0), (1)) AS d(off)
    WHERE n."status" IS DISTINCT FROM o."status" OR n."total_amount" IS DISTINCT FROM o."total_amount"
       OR n."items" IS DISTINCT FROM o."items" OR n."phone" IS DISTINCT FROM o."phone"
       OR n."created_at" IS DISTINCT FROM o."created_at"
       OR n."payment_status" IS DISTINCT FROM o."payment_status" OR n."tip_amount" IS DISTINCT FROM o."tip_amount"
    ON CONFLICT ("vendor_id", "date") DO UPDATE SET "changes" = va."changes" + 1;
    UPDATE "vendor_analytics" va SET "changes" = va."changes" + 1
    FROM (SELECT n."vendor_id", min((n."created_at" AT TIME ZONE 'UTC')::date) - 1 AS "from"
          FROM new_rows n JOIN old_rows o ON o."id" = n."id"
          WHERE (n."status" = 'cancelled') IS DISTINCT FROM (o."status" = 'cancelled') OR n."phone" IS DISTINCT FROM o."phone"
          GROUP BY n."vendor_id") m
    WHERE va."vendor_id" = m."vendor_id" AND va."date" >= m."from";
  ELSIF TG_TABLE_NAME = 'guest_preorders' THEN
    UPDATE "vendor_analytics" va SET "changes" = va."changes" + 1
    FROM (SELECT "vendor_id", min(("created_at" AT TIME ZONE 'UTC')::date) - 1 AS "from" FROM old_rows GROUP BY "vendor_id") m
    WHERE va."vendor_id" = m."vendor_id" AND va."date" >= m."from";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "vendor_analytics" va SET "changes" = va."changes" + 1
    FROM old_rows r JOIN "guest_preorders" g ON g."id" = r."preorder_id"
    WHERE va."vendor_id" = g."vendor_id"
      AND va."date" BETWEEN (g."created_at" AT TIME ZONE 'UTC')::date - 1 AND (g."created_at" AT TIME ZONE 'UTC')::date + 1;
  ELSE
    INSERT INTO "vendor_analytics" AS va ("vendor_id", "date", "changes")
    SELECT DISTINCT g."vendor_id", (g."created_at" AT TIME ZONE 'UTC')::date + d.off, 1
    FROM new_rows r JOIN "guest_preorders" g ON g."id" = r."preorder_id" CROSS JOIN (VALUES (-1), (0), (1)) AS d(off)
    ON CONFLICT ("vendor_id", "date") DO UPDATE SET "changes" = va."changes" + 1;
  END IF;
  RETURN NULL;
END $$;
