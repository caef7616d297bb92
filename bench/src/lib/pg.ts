import postgres from "postgres";

/** The machine's PostgreSQL (trust auth); override with BENCH_PG_URL. */
export const PG_SERVER_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string): string {
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(PG_SERVER_URL, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function databaseExists(name: string): Promise<boolean> {
  return withAdmin(async (admin) => {
    const rows = await admin`select 1 from pg_database where datname = ${name}`;
    return rows.length > 0;
  });
}

export async function createDatabase(name: string): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  });
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
}

export async function serverVersion(): Promise<string> {
  return withAdmin(async (admin) => {
    const [row] = await admin<{ version: string }[]>`select version()`;
    return row?.version ?? "unknown";
  });
}

/** A postgres.js client for seeding: one connection, notices off, no prepared statements (one-off SQL). */
export function seedClient(url: string): postgres.Sql {
  return postgres(url, { max: 1, onnotice: () => {}, prepare: false, idle_timeout: 5 });
}
