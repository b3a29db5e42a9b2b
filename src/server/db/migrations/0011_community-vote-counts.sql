-- Keeps each gallery message's upvotes and downvotes equal to its vote rows, whatever adds, changes
-- or removes a vote: a player voting or withdrawing a vote, or the voter's account deleted (its
-- votes go by the schema's cascade). A deleted message takes its votes with it, and its own row
-- is already gone when they go, so nothing is left to count.
CREATE FUNCTION community_vote_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE community_messages SET
      upvotes = upvotes - (OLD.vote_type = 'up')::int,
      downvotes = downvotes - (OLD.vote_type = 'down')::int
      WHERE id = OLD.message_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE community_messages SET
      upvotes = upvotes + (NEW.vote_type = 'up')::int,
      downvotes = downvotes + (NEW.vote_type = 'down')::int
      WHERE id = NEW.message_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER message_votes_count
  AFTER INSERT OR DELETE OR UPDATE OF vote_type, message_id
  ON message_votes FOR EACH ROW EXECUTE FUNCTION community_vote_count();--> statement-breakpoint
-- Counts left too high by accounts deleted before the trigger existed are set to the votes there are.
UPDATE community_messages SET upvotes = counted.up, downvotes = counted.down
  FROM (
    SELECT message.id,
      count(vote.id) FILTER (WHERE vote.vote_type = 'up')::int AS up,
      count(vote.id) FILTER (WHERE vote.vote_type = 'down')::int AS down
    FROM community_messages message
    LEFT JOIN message_votes vote ON vote.message_id = message.id
    GROUP BY message.id
  ) counted
  WHERE community_messages.id = counted.id
    AND (community_messages.upvotes <> counted.up OR community_messages.downvotes <> counted.down);
