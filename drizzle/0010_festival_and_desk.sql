CREATE TABLE "status_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"preorder_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "escalation_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "max_per_15_min" integer;--> statement-breakpoint
ALTER TABLE "status_requests" ADD CONSTRAINT "status_requests_preorder_id_guest_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."guest_preorders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_requests_created_idx" ON "status_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guest_preorders_vendor_updated_idx" ON "guest_preorders" USING btree ("vendor_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_max_per_15_min_chk" CHECK ("menu_items"."max_per_15_min" is null or "menu_items"."max_per_15_min" > 0);