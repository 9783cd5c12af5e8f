// MongoDB needs no schema migrations; data migrations for it go here (npm run migrate:create with a mongodb:// DATABASE_URL).
export const migrations: never[] = []
