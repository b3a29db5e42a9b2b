CREATE TABLE "shared_mails" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"formatted_message" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_mails" ADD CONSTRAINT "shared_mails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_mails_last_viewed_at_idx" ON "shared_mails" USING btree ("last_viewed_at");