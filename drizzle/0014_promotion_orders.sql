-- Issue 44: a promotion tied to a vendor is applied at checkout. The order keeps which promotion
-- and its title as the customer saw them (discount_amount, since 0003, holds what it took off).
-- Two nullable columns the previous release never reads; the foreign key checks a column that is
-- null on every row, so it holds its lock on guest_preorders only for that scan.
ALTER TABLE "guest_preorders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "promotion_title" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD CONSTRAINT "guest_preorders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;