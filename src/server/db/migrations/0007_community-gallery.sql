CREATE TABLE "community_listing_counts" (
	"category" varchar(50) NOT NULL,
	"language" varchar(10) NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_listing_counts_category_language_pk" PRIMARY KEY("category","language")
);
--> statement-breakpoint
CREATE TABLE "message_views" (
	"message_id" integer NOT NULL,
	"viewer" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "message_views_message_id_viewer_day_pk" PRIMARY KEY("message_id","viewer","day")
);
--> statement-breakpoint
DROP INDEX "community_messages_listing_idx";--> statement-breakpoint
ALTER TABLE "community_messages" ADD COLUMN "upvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_messages" ADD COLUMN "downvotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_messages" ADD COLUMN "score" integer GENERATED ALWAYS AS (upvotes - downvotes) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "community_messages" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_messages" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "message_views" ADD CONSTRAINT "message_views_message_id_community_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."community_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_views_day_idx" ON "message_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "community_messages_recent_idx" ON "community_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_messages"."is_public" and "community_messages"."is_approved";--> statement-breakpoint
CREATE INDEX "community_messages_popular_idx" ON "community_messages" USING btree ("view_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_messages"."is_public" and "community_messages"."is_approved";--> statement-breakpoint
CREATE INDEX "community_messages_voted_idx" ON "community_messages" USING btree ("score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_messages"."is_public" and "community_messages"."is_approved";--> statement-breakpoint
CREATE INDEX "community_messages_category_recent_idx" ON "community_messages" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_messages"."is_public" and "community_messages"."is_approved";--> statement-breakpoint
CREATE INDEX "community_messages_language_recent_idx" ON "community_messages" USING btree ("language","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_messages"."is_public" and "community_messages"."is_approved";--> statement-breakpoint
CREATE INDEX "community_messages_user_idx" ON "community_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_messages_pending_idx" ON "community_messages" USING btree ("created_at") WHERE "community_messages"."is_public" and not "community_messages"."is_approved" and "community_messages"."rejected_at" is null;