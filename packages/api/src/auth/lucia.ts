import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { schema, type Database } from "@unveil/db";
import { Lucia, TimeSpan } from "lucia";

export const SESSION_COOKIE_NAME = "unveil_session";

export function createLucia(db: Database, options: { secureCookies: boolean }) {
  const adapter = new DrizzlePostgreSQLAdapter(db, schema.sessions, schema.users);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: "lax", path: "/" },
    },
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      firstName: attributes.firstName,
      lastName: attributes.lastName,
      lastSeenAt: attributes.lastSeenAt,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

/** The users row as lucia's drizzle adapter hands it over (drizzle field names). */
interface DatabaseUserAttributes {
  email: string;
  firstName: string | null;
  lastName: string | null;
  lastSeenAt: Date;
}

declare module "lucia" {
  interface Register {
    Lucia: AppLucia;
    DatabaseUserAttributes: DatabaseUserAttributes;
  }
}
