DROP INDEX "message_comments_message_idx";--> statement-breakpoint
CREATE INDEX "message_comments_message_id_idx" ON "message_comments" USING btree ("message_id","id");