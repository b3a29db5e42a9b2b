-- Keeps community_listing_counts equal to the listed (public and approved) gallery messages of each
-- category and language, whatever changes them: sharing, approving, rejecting, deleting a message
-- or the account that wrote it. Votes and views do not fire it.
CREATE FUNCTION community_listing_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public AND OLD.is_approved THEN
    UPDATE community_listing_counts SET listed = listed - 1
      WHERE category = OLD.category AND language = OLD.language;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public AND NEW.is_approved THEN
    INSERT INTO community_listing_counts (category, language, listed)
      VALUES (NEW.category, NEW.language, 1)
      ON CONFLICT (category, language)
      DO UPDATE SET listed = community_listing_counts.listed + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER community_messages_listing_count
  AFTER INSERT OR DELETE OR UPDATE OF is_public, is_approved, category, language
  ON community_messages FOR EACH ROW EXECUTE FUNCTION community_listing_count();--> statement-breakpoint
INSERT INTO community_listing_counts (category, language, listed)
  SELECT category, language, count(*) FROM community_messages
  WHERE is_public AND is_approved GROUP BY category, language;
