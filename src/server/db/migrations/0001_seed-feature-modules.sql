-- Custom SQL migration file.
-- The five feature modules; the admin board changes their status later.
INSERT INTO "feature_modules" ("name", "slug", "status", "preview_url", "description") VALUES
  ('MailForge', 'mailforge', 'live', '/preview/mailforge', 'Format alliance and kingdom mail with AI Assist, the Manual Builder and templates.'),
  ('BoardForge', 'boardforge', 'development', '/preview/boardforge', 'Plan KvK moves on a strategy board.'),
  ('Community Gallery', 'community-gallery', 'ready', '/community-gallery-preview', 'Share mails with the community and vote on the best.'),
  ('ChatForge', 'chatforge', 'development', '/preview/chatforge', 'Format chat messages for alliance chat.'),
  ('ChronoForge', 'chronoforge', 'development', '/preview/chronoforge', 'Schedule events across time zones in UTC.')
ON CONFLICT ("slug") DO NOTHING;
