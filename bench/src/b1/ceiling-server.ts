/**
 * B1's ceiling: a bare node:http + postgres.js server answering only the chat poll
 * `GET /api/messages/{matchId}?after=<id>`, with the very same SQL statements our
 * server sends for it (captured from drizzle's query log), the same session check
 * (lucia's session + user select, its expiry rules, our once-a-minute last-seen
 * writes of the user and the session) and the same pool size (10). No router, no tRPC, no zod, no drizzle: what
 * is left is PostgreSQL, the driver and JSON. Keep the statements in step with the
 * services (capture them with a drizzle logger) so the ratio stays a like-for-like one. Run as its own process:
 *   DATABASE_URL=... PORT=... node --import tsx src/b1/ceiling-server.ts
 */
import { createServer, type ServerResponse } from "node:http";
import postgres from "postgres";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const port = Number(process.env.PORT ?? 3901);
const sql = postgres(databaseUrl, { max: 10, prepare: true, onnotice: () => {} });

const DAY_MS = 86_400_000;
const SESSION_MS = 30 * DAY_MS;
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

const Q = {
  session: `select "sessions"."user_id", "sessions"."expires_at", "sessions"."created_at", "sessions"."last_seen_at", "sessions"."device", "users"."email", "users"."first_name", "users"."last_name", "users"."last_seen_at" from "sessions" inner join "users" on "sessions"."user_id" = "users"."id" where "sessions"."id" = $1`,
  extendSession: `update "sessions" set "expires_at" = $1 where "sessions"."id" = $2`,
  deleteSession: `delete from "sessions" where "sessions"."id" = $1`,
  touchUser: `update "users" set "last_seen_at" = $1 where "users"."id" = $2`,
  touchSession: `update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2`,
  touchBoth: `with "touched_user" as (update "users" set "last_seen_at" = $1 where "users"."id" = $2 returning "id") update "sessions" set "last_seen_at" = $3 where "sessions"."id" = $4`,
  match: `select "id", "user1_id", "user2_id", "user1_revealed", "user2_revealed", "compatibility_score", "shared_mask", "created_at", "user1_seen_at", "user2_seen_at" from "matches" where ("matches"."id" = $1 and ("matches"."user1_id" = $2 or "matches"."user2_id" = $3) and "matches"."blocked_at" is null)`,
  poll: `with "poll_match" as (select "matches"."id" as "poll_match_id", "cursor_message"."seq" from "matches" left join "messages" "cursor_message" on ("cursor_message"."id" = $1 and "cursor_message"."match_id" = "matches"."id") where ("matches"."id" = $2 and ("matches"."user1_id" = $3 or "matches"."user2_id" = $4) and "matches"."blocked_at" is null)), "marked_read" as (update "messages" set "read_at" = $5 where ("messages"."recipient_id" = $6 and "messages"."match_id" = $7 and "messages"."read_at" is null and exists (select 1 from "poll_match" where "poll_match"."seq" is not null)) returning "id") select "poll_match"."seq" as "cursor_seq", "messages"."id", "messages"."match_id", "messages"."sender_id", "messages"."content", "messages"."image_object_id", "messages"."image_sensitive", "messages"."safety_tips", "messages"."may_hurt", "messages"."created_at", (select "hidden_words"."words" from "hidden_words" where "hidden_words"."user_id" = $8) from "poll_match" left join "messages" on ("messages"."match_id" = "poll_match_id" and "messages"."seq" > "poll_match"."seq") order by "messages"."seq" asc`,
  listAll: `with "marked_read" as (update "messages" set "read_at" = $1 where ("messages"."recipient_id" = $2 and "messages"."match_id" = $3 and "messages"."read_at" is null) returning "id") select "id", "match_id", "sender_id", "content", "image_object_id", "image_sensitive", "safety_tips", "may_hurt", "created_at", (select "words" from "hidden_words" where "user_id" = $4) from "messages" where "messages"."match_id" = $5 order by "messages"."seq" asc`,
};

/* The driver answers raw rows; the types below are what the statements select. */
type Row = Record<string, unknown>;
const run = (text: string, params: unknown[]) =>
  sql.unsafe<Row[]>(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });

function send(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
  });
  res.end(payload);
}

function sessionIdOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === "unveil_session" && value) return value;
  }
  return null;
}

/** Lucia's validateSession + our resolveSession's last-seen writes, in the same statements. */
async function userOf(cookieHeader: string | undefined): Promise<string | null> {
  const sessionId = sessionIdOf(cookieHeader);
  if (!sessionId) return null;
  const [row] = await sql.unsafe(Q.session, [sessionId], { prepare: true }).values();
  if (!row) return null;
  const [userId, expiresAt, , sessionLastSeenAt, , , , , lastSeenAt] = row as [
    string,
    Date,
    Date,
    Date,
    string,
    string,
    string,
    string,
    Date,
  ];
  const now = Date.now();
  if (now >= expiresAt.getTime()) {
    await run(Q.deleteSession, [sessionId]);
    return null;
  }
  if (now >= expiresAt.getTime() - SESSION_MS / 2) await run(Q.extendSession, [new Date(now + SESSION_MS), sessionId]);
  // The user's and the session's last-seen, each at most once a minute (auth/session.ts).
  const userDue = now - lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS;
  const sessionDue = now - sessionLastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
  const at = new Date(now).toISOString();
  if (userDue && sessionDue) await run(Q.touchBoth, [at, userId, at, sessionId]);
  else if (userDue) await run(Q.touchUser, [at, userId]);
  else if (sessionDue) await run(Q.touchSession, [at, sessionId]);
  return userId;
}

async function listMessages(userId: string, matchId: string, after: string | null, res: ServerResponse) {
  const now = new Date();
  let rows: Row[];
  if (after) {
    // One statement, as ours (services/message-list.ts): one row with no message when nothing is new.
    const polled = await run(Q.poll, [after, matchId, userId, userId, now, userId, matchId, userId]);
    if (!polled[0]) return send(res, 404, { message: "Match not found", code: "NOT_FOUND" });
    if (polled[0].cursor_seq === null) return send(res, 404, { message: "Message not found", code: "NOT_FOUND" });
    rows = polled.filter((row) => row.id !== null);
  } else {
    const [match] = await run(Q.match, [matchId, userId, userId]);
    if (!match) return send(res, 404, { message: "Match not found", code: "NOT_FOUND" });
    rows = await run(Q.listAll, [now, userId, matchId, userId, matchId]);
  }
  send(
    res,
    200,
    rows.map((row) => {
      const received = row.sender_id !== userId;
      return {
        id: row.id,
        matchId: row.match_id,
        senderId: row.sender_id,
        content: row.content,
        imageUrl: typeof row.image_object_id === "string" ? `/objects/${row.image_object_id}` : null,
        imageSensitive: row.image_object_id !== null && row.image_sensitive === true,
        safetyTips: received ? row.safety_tips : [],
        mayHurt: received && row.may_hurt === true,
        // B1's daters set no hidden words: the answer is false, as our server's.
        hiddenByFilter: received && Array.isArray(row.words) && row.words.length > 0 && hidesAny(row.content, row.words),
        createdAt: row.created_at,
      };
    }),
  );
}

/** A crude stand-in for the hidden-words check (never reached with B1's data). */
const hidesAny = (content: unknown, words: unknown[]) =>
  typeof content === "string" &&
  words.some((word) => typeof word === "string" && content.toLowerCase().includes(word.toLowerCase()));

const PREFIX = "/api/messages/";

const server = createServer((req, res) => {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (req.method !== "GET" || !path.startsWith(PREFIX)) return send(res, 404, { message: "Not found", code: "NOT_FOUND" });
  const matchId = decodeURIComponent(path.slice(PREFIX.length));
  const after = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get("after");
  userOf(req.headers.cookie)
    .then((userId) =>
      userId ? listMessages(userId, matchId, after, res) : send(res, 401, { message: "Not signed in", code: "UNAUTHORIZED" }),
    )
    .catch((error: unknown) => {
      console.error("[ceiling]", error);
      if (!res.headersSent) send(res, 500, { message: "error", code: "INTERNAL_SERVER_ERROR" });
    });
});

server.listen(port, "127.0.0.1", () => console.log(`> ceiling ready on http://127.0.0.1:${port}`));
const stop = () => {
  server.close();
  void sql.end({ timeout: 2 }).then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
