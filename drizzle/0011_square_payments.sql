CREATE TABLE "payment_attempts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"state" text DEFAULT 'charging' NOT NULL,
	"request" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"invoice_number" text NOT NULL,
	"square_order_id" text,
	"payment_id" text,
	"preorder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "square_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "square_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_square_connections" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"location_name" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "prepay" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_prepay_chk" CHECK ("vendors"."prepay" in ('never', 'after_no_show', 'always'));--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "square_order_id" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "tip_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_preorder_id_guest_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."guest_preorders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "square_oauth_states" ADD CONSTRAINT "square_oauth_states_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_square_connections" ADD CONSTRAINT "vendor_square_connections_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_state_idx" ON "payment_attempts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "square_oauth_states_expires_idx" ON "square_oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD CONSTRAINT "guest_preorders_payment_id_unique" UNIQUE("payment_id");
