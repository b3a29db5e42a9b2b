// Every table of the app, gathered for drizzle-kit (drizzle.config.ts) and the tests. Each feature
// owns its tables in its own schema.ts; a feature's code imports only its own (the layout test
// checks it) and changes another feature's data through that feature's functions. Lengths come
// from LIMITS; timestamps carry a time zone (db/columns.ts).
export * from '#server/features/account/schema.ts';
export * from '#server/features/admin/schema.ts';
export * from '#server/features/auth/schema.ts';
export * from '#server/features/changelogs/schema.ts';
export * from '#server/features/community/schema.ts';
export * from '#server/features/history/schema.ts';
export * from '#server/features/notifications/schema.ts';
export * from '#server/features/share/schema.ts';
export * from '#server/features/translations/schema.ts';
export * from '#server/features/users/schema.ts';
