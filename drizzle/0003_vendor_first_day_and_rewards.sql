CREATE TABLE "no_show_strikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"vendor_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"wording" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "business_hours_vendor_day_uq";--> statement-breakpoint
ALTER TABLE "business_hours" ADD COLUMN "shift" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "redemption_code" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "pickup_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "no_show_strikes" ADD CONSTRAINT "no_show_strikes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_strikes" ADD CONSTRAINT "no_show_strikes_order_id_guest_preorders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."guest_preorders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_show_strikes_phone_idx" ON "no_show_strikes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_strikes_order_uq" ON "no_show_strikes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_consents_phone_idx" ON "sms_consents" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_hours_vendor_day_shift_uq" ON "business_hours" USING btree ("vendor_id","day_of_week","shift");--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_shift_chk" CHECK ("business_hours"."shift" between 0 and 1);