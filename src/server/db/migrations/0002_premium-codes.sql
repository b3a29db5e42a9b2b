CREATE TABLE "premium_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"days" integer NOT NULL,
	"created_by" text NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "premium_codes" ADD CONSTRAINT "premium_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;