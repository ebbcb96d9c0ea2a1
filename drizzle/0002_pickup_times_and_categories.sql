ALTER TABLE "menu_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "extra_prep_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_preorders_vendor_slot_idx" ON "guest_preorders" USING btree ("vendor_id","scheduled_pickup_time");--> statement-breakpoint
ALTER TABLE "vendor_time_slots" ADD CONSTRAINT "vendor_time_slots_day_chk" CHECK ("vendor_time_slots"."day_of_week" between 0 and 6);--> statement-breakpoint
ALTER TABLE "vendor_time_slots" ADD CONSTRAINT "vendor_time_slots_capacity_chk" CHECK ("vendor_time_slots"."max_orders" > 0 and "vendor_time_slots"."slot_duration" > 0);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_extra_prep_chk" CHECK ("vendors"."extra_prep_minutes" between 0 and 120);--> statement-breakpoint
INSERT INTO "menu_categories" ("vendor_id", "name", "sort_order")
SELECT "vendor_id", btrim("category"), (row_number() OVER (PARTITION BY "vendor_id" ORDER BY min("id")) - 1)::int
FROM "menu_items"
WHERE "category" IS NOT NULL AND btrim("category") <> ''
GROUP BY "vendor_id", btrim("category");--> statement-breakpoint
UPDATE "menu_items" AS m SET "category_id" = c."id"
FROM "menu_categories" AS c
WHERE c."vendor_id" = m."vendor_id" AND c."name" = btrim(m."category") AND m."category_id" IS NULL;
