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
DROP INDEX "business_hours_vendor_day_uq";--> statement-breakpoint
ALTER TABLE "business_hours" ADD COLUMN "shift" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "redemption_code" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_hours_vendor_day_shift_uq" ON "business_hours" USING btree ("vendor_id","day_of_week","shift");--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_shift_chk" CHECK ("business_hours"."shift" between 0 and 1);