import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { preparedOnce, schema, type Database } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { Lucia, TimeSpan, type DatabaseSession, type DatabaseUser } from "lucia";

export const SESSION_COOKIE_NAME = "unveil_session";

/**
 * Lucia's drizzle adapter, with the one statement every request runs (session and
 * user by session id) prepared once instead of built per call, and reading only the
 * user columns lucia hands on (no password hash). The rest is the stock adapter.
 */
class SessionAdapter extends DrizzlePostgreSQLAdapter {
  constructor(private readonly database: Database) {
    super(database, schema.sessions, schema.users);
  }

  override async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    const [row] = await sessionAndUserQuery(this.database).execute({ sessionId });
    if (!row) return [null, null];
    const { userId, expiresAt, sessionCreatedAt, sessionLastSeenAt, device, email, firstName, lastName, lastSeenAt } = row;
    return [
      { id: sessionId, userId, expiresAt, attributes: { createdAt: sessionCreatedAt, lastSeenAt: sessionLastSeenAt, device } },
      { id: userId, attributes: { email, firstName, lastName, lastSeenAt } },
    ];
  }
}

const sessionAndUserQuery = (db: Database) =>
  preparedOnce(db, "session_and_user", (d) =>
    d
      .select({
        userId: schema.sessions.userId,
        expiresAt: schema.sessions.expiresAt,
        sessionCreatedAt: schema.sessions.createdAt,
        sessionLastSeenAt: schema.sessions.lastSeenAt,
        device: schema.sessions.device,
        email: schema.users.email,
        firstName: schema.users.firstName,
        lastName: schema.users.lastName,
        lastSeenAt: schema.users.lastSeenAt,
      })
      .from(schema.sessions)
      .innerJoin(schema.users, eq(schema.sessions.userId, schema.users.id))
      .where(eq(schema.sessions.id, sql.placeholder("sessionId")))
      .prepare("session_and_user"),
  );

export function createLucia(db: Database, options: { secureCookies: boolean }) {
  const adapter = new SessionAdapter(db);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: "lax", path: "/" },
    },
    getSessionAttributes: (attributes) => ({
      createdAt: attributes.createdAt,
      lastSeenAt: attributes.lastSeenAt,
      device: attributes.device,
    }),
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

/** The sessions row's own columns (docs/product-rules.md#the-daters-data: the signed-in devices list). */
interface DatabaseSessionAttributes {
  createdAt: Date;
  lastSeenAt: Date;
  device: string;
}

declare module "lucia" {
  interface Register {
    Lucia: AppLucia;
    DatabaseUserAttributes: DatabaseUserAttributes;
    DatabaseSessionAttributes: DatabaseSessionAttributes;
  }
}
