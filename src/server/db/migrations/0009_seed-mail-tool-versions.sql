-- Custom SQL migration file.
-- The mail tool's second and third versions are modules of the board too: their pages
-- open to whom their status says, like every preview.
INSERT INTO "feature_modules" ("name", "slug", "status", "preview_url", "description") VALUES
  ('MailForge v2', 'mailforge-v2', 'development', '/preview/mailforge-v2', 'The second version of the mail tool: New, Template and Manual Mail, the Commander Customizer and saved presets.'),
  ('MailForge v3', 'mailforge-v3', 'development', '/preview/mailforge-v3', 'The third version of the mail tool: AI Assist, a filterable template grid and the Manual Builder.')
ON CONFLICT ("slug") DO NOTHING;
