/**
 * The only addresses the browser may post a mail to: Discord's webhooks. The webhook form accepts
 * nothing else and the content security policy lets the page connect to exactly these.
 */
export const DISCORD_WEBHOOK_PREFIXES = [
  'https://discord.com/api/webhooks/',
  'https://discordapp.com/api/webhooks/',
] as const;
