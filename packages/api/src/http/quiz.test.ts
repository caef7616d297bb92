import { PERSONALITY_QUESTIONS, rowsOf, schema } from "@unveil/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HttpClient, registerClient } from "../test/http-client";
import { answersFor, createPlaces, seedProfileFor } from "../test/matching-seeds";
import { useTestServer } from "../test/test-server";

/** What the REST twin adds to the quiz procedures: statuses, bodies, validation words. Rules: routers/quiz.test.ts. */
const server = useTestServer();
const nextPlace = createPlaces();

const ALL_A = 0;
const ALL_B = 0x7fff;

/** A registered user with a profile (no answers yet) at a fresh place. */
async function personWithProfile(place = nextPlace()) {
  const person = await registerClient(server.baseUrl);
  await seedProfileFor(server.deps.db, person.user.id, { ...place, gender: "female", lookingFor: "both" });
  return { ...person, place };
}

async function answerBitsOf(userId: string): Promise<number | null> {
  const [row] = await server.deps.db
    .select({ answerBits: schema.profiles.answerBits })
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, userId));
  return row?.answerBits ?? null;
}

async function answerRowCount(userId: string): Promise<number> {
  const result = await server.deps.db.execute(sql`select count(*)::int as count from answers where user_id = ${userId}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? -1;
}

describe("GET /api/personality-questions", () => {
  it("answers the 15 questions in id order to a signed-in user", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.get("/api/personality-questions");
    expect(result.status).toBe(200);
    expect(result.json).toEqual(
      PERSONALITY_QUESTIONS.map(({ id, category, question, optionA, optionB }) => ({ id, category, question, optionA, optionB })),
    );
  });

  it("answers 401 when signed out, on every quiz path", async () => {
    const anonymous = new HttpClient(server.baseUrl);
    for (const [method, path] of [
      ["GET", "/api/personality-questions"],
      ["GET", "/api/personality-answers"],
      ["POST", "/api/personality-answers"],
      ["PUT", "/api/personality-answers"],
    ] as const) {
      const body = method === "GET" ? undefined : { answers: answersFor(ALL_A) };
      const result = await anonymous.request(method, path, { body });
      expect(result.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("POST /api/personality-answers (first save)", () => {
  it("answers 201 with the answers in question order, then 200 with them on GET", async () => {
    const person = await personWithProfile();
    const answers = answersFor(0b100_0000_0000_0101);
    const result = await person.client.post("/api/personality-answers", { answers: [...answers].reverse() });
    expect(result.status).toBe(201);
    expect(result.json).toEqual(answers);
    const listed = await person.client.get("/api/personality-answers");
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual(answers);
  });

  it("answers 409 to a second submit", async () => {
    const person = await personWithProfile();
    expect((await person.client.post("/api/personality-answers", { answers: answersFor(ALL_A) })).status).toBe(201);
    const again = await person.client.post("/api/personality-answers", { answers: answersFor(ALL_B) });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "CONFLICT" });
  });

  it("answers 201 and 409 to two concurrent first saves", async () => {
    const person = await personWithProfile();
    const results = await Promise.all([
      person.client.post("/api/personality-answers", { answers: answersFor(ALL_A) }),
      person.client.post("/api/personality-answers", { answers: answersFor(ALL_B) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("answers 400 'Create your profile first' without a profile", async () => {
    const { client, user } = await registerClient(server.baseUrl);
    const result = await client.post("/api/personality-answers", { answers: answersFor(ALL_A) });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Create your profile first", code: "BAD_REQUEST" });
    expect(await answerRowCount(user.id)).toBe(0);
  });

  const fifteen = answersFor(ALL_A);
  const incomplete: [string, unknown][] = [
    ["14 answers", { answers: fifteen.slice(1) }],
    ["16 answers", { answers: [...fifteen, { questionId: 1, answer: "B" }] }],
    ["a duplicate question", { answers: [...fifteen.slice(1), { questionId: 2, answer: "B" }] }],
    ["an unknown question id (99)", { answers: [...fifteen.slice(1), { questionId: 99, answer: "A" }] }],
    ["question id 0", { answers: [...fifteen.slice(1), { questionId: 0, answer: "A" }] }],
    ["a negative question id", { answers: [...fifteen.slice(1), { questionId: -3, answer: "A" }] }],
    ["a fractional question id", { answers: [...fifteen.slice(1), { questionId: 1.5, answer: "A" }] }],
    ["a huge question id", { answers: [...fifteen.slice(1), { questionId: 2 ** 40, answer: "A" }] }],
    ["no answers", { answers: [] }],
    ["answers that are not a list", { answers: "all of them" }],
    ["an empty body", {}],
  ];

  it.each(incomplete)("answers 400 'Please answer all 15 questions' for %s, on POST and PUT", async (_name, body) => {
    const person = await personWithProfile();
    for (const method of ["POST", "PUT"] as const) {
      const result = await person.client.request(method, "/api/personality-answers", { body });
      expect(result.status, method).toBe(400);
      expect(result.json, method).toMatchObject({ message: "Please answer all 15 questions", code: "BAD_REQUEST" });
    }
    expect(await answerRowCount(person.user.id)).toBe(0);
    expect(await answerBitsOf(person.user.id)).toBeNull();
  });

  it("answers 400 for an answer other than A or B", async () => {
    const person = await personWithProfile();
    const answers = [...answersFor(ALL_A).slice(1), { questionId: 1, answer: "C" }];
    const result = await person.client.post("/api/personality-answers", { answers });
    expect(result.status).toBe(400);
    expect(await answerRowCount(person.user.id)).toBe(0);
  });

  it("answers 400 for malformed JSON, never 500", async () => {
    const person = await personWithProfile();
    const result = await person.client.request("POST", "/api/personality-answers", {
      rawBody: "{ answers: [",
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(400);
  });
});

describe("PUT /api/personality-answers (update from settings)", () => {
  it("answers 200 with the new answers, also as a first save", async () => {
    const person = await personWithProfile();
    const result = await person.client.put("/api/personality-answers", { answers: answersFor(ALL_B) });
    expect(result.status).toBe(200);
    expect(result.json).toEqual(answersFor(ALL_B));
    expect((await person.client.get("/api/personality-answers")).json).toEqual(answersFor(ALL_B));
  });

  it("answers 400 'Create your profile first' without a profile", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.put("/api/personality-answers", { answers: answersFor(ALL_A) });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ message: "Create your profile first" });
  });

  it("answers 200 to both of two racing updates", async () => {
    const person = await personWithProfile();
    const results = await Promise.all([
      person.client.put("/api/personality-answers", { answers: answersFor(ALL_A) }),
      person.client.put("/api/personality-answers", { answers: answersFor(ALL_B) }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
  });
});

describe("quiz over tRPC", () => {
  it("serves the same procedures at /api/trpc", async () => {
    const { client } = await registerClient(server.baseUrl);
    const result = await client.get("/api/trpc/quiz.questions");
    expect(result.status).toBe(200);
    expect(result.text).toContain(PERSONALITY_QUESTIONS[0].question);
  });
});
