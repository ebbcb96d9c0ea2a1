CREATE TABLE "vendor_item_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"date" date NOT NULL,
	"menu_item_id" text,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"cents" numeric(14, 0) NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "rolled_changes" integer;--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "open_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "open_value" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_analytics" ADD COLUMN "hourly_orders" integer[];--> statement-breakpoint
ALTER TABLE "vendor_item_sales" ADD CONSTRAINT "vendor_item_sales_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_item_sales_vendor_date_idx" ON "vendor_item_sales" USING btree ("vendor_id","date");--> statement-breakpoint
CREATE INDEX "guest_preorders_vendor_phone_idx" ON "guest_preorders" USING btree ("vendor_id","phone","created_at");--> statement-breakpoint
-- Decision 0035: a change to an order or a review bumps `changes` on the vendor's roll-up rows of
-- the order's valley date, in the writer's own transaction; a row is up to date when the roll-up
-- saw that many changes. The valley date is taken from config at read time, so the triggers mark
-- the UTC date and the days either side (every zone is within a day of UTC): a row marked without
-- need is only rolled up again. Cancelling, restoring or deleting an order can move a phone's first
-- order to a later day (new and repeat customers), so those mark every later row too.
CREATE FUNCTION "vendor_analytics_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "guest_preorders_analytics_ins" AFTER INSERT ON "guest_preorders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();--> statement-breakpoint
CREATE TRIGGER "guest_preorders_analytics_upd" AFTER UPDATE ON "guest_preorders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();--> statement-breakpoint
CREATE TRIGGER "guest_preorders_analytics_del" AFTER DELETE ON "guest_preorders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();--> statement-breakpoint
CREATE TRIGGER "preorder_reviews_analytics_ins" AFTER INSERT ON "preorder_reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();--> statement-breakpoint
CREATE TRIGGER "preorder_reviews_analytics_upd" AFTER UPDATE ON "preorder_reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();--> statement-breakpoint
CREATE TRIGGER "preorder_reviews_analytics_del" AFTER DELETE ON "preorder_reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vendor_analytics_mark"();
