/**
 * B3's signed-in scene on the seeded B1 population: the dater with the most matches,
 * some of them revealed (photos on their cards) and some still Mystery Matches, and one
 * revealed chat of exactly 50 messages, six of them images. Images are real JPEGs in
 * the server's local storage (`<benchDir>/.data/objects`).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_ONLY_MESSAGE_CONTENT } from "@unveil/validators/limits";
import type postgres from "postgres";
import sharp from "sharp";

export const CHAT_MESSAGES = 50;
const CHAT_IMAGES = 6;
const REVEALED_MATCHES = 3;

export interface Scene {
  sessionId: string;
  userId: string;
  chatId: string;
  mystery: number;
  revealed: number;
}

/** A photo-like JPEG (noise under a blur, so it compresses like a photo, not like a flat colour). */
async function photoJpeg(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40 * (seed % 6), g: 120, b: 200 - 20 * (seed % 6) } },
  })
    .composite([
      {
        input: await sharp({
          create: {
            width: 800,
            height: 600,
            channels: 3,
            background: "#808080",
            noise: { type: "gaussian", mean: 128, sigma: 60 },
          },
        })
          .blur(4)
          .png()
          .toBuffer(),
        blend: "overlay",
      },
    ])
    .jpeg({ quality: 78 })
    .toBuffer();
}

async function storeObject(sql: postgres.Sql, dataDir: string, ownerId: string, purpose: "photo" | "chat", seed: number) {
  const bytes = await photoJpeg(seed);
  const [row] = await sql<{ id: string }[]>`
    insert into stored_objects (id, owner_id, purpose, content_type, byte_size)
    values (gen_random_uuid()::text, ${ownerId}, ${purpose}, 'image/jpeg', ${bytes.length}) returning id`;
  const folder = path.join(dataDir, "objects");
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, row!.id), bytes);
  await writeFile(path.join(folder, `${row!.id}.type`), "image/jpeg");
  return row!.id;
}

export async function seedScene(sql: postgres.Sql, dataDir: string): Promise<Scene> {
  const [dater] = await sql<{ sessionId: string; userId: string }[]>`
    select s.id as "sessionId", s.user_id as "userId" from sessions s
    join matches m on s.user_id in (m.user1_id, m.user2_id)
    group by s.id order by count(*) desc, s.id limit 1`;
  if (!dater) throw new Error("B3: no dater with matches");
  const matches = await sql<{ id: string; partnerId: string }[]>`
    select id, case when user1_id = ${dater.userId} then user2_id else user1_id end as "partnerId"
    from matches where ${dater.userId} in (user1_id, user2_id) order by id`;
  if (matches.length < REVEALED_MATCHES + 2) throw new Error(`B3: the dater has only ${matches.length} matches`);
  const revealed = matches.slice(0, REVEALED_MATCHES);
  await sql`update matches set blocked_at = null, user1_revealed = false, user2_revealed = false
            where ${dater.userId} in (user1_id, user2_id)`;
  await sql`update matches set user1_revealed = true, user2_revealed = true where id in ${sql(revealed.map((m) => m.id))}`;
  for (const [index, match] of revealed.entries()) {
    await sql`delete from photos where user_id = ${match.partnerId}`;
    const objectId = await storeObject(sql, dataDir, match.partnerId, "photo", index);
    await sql`insert into photos (id, user_id, object_id, position) values (gen_random_uuid()::text, ${match.partnerId}, ${objectId}, 0)`;
  }

  const chat = revealed[0]!;
  await sql`delete from messages where match_id = ${chat.id}`;
  const imageEvery = Math.floor(CHAT_MESSAGES / CHAT_IMAGES);
  for (let index = 0; index < CHAT_MESSAGES; index++) {
    const fromDater = index % 2 === 0;
    const sender = fromDater ? dater.userId : chat.partnerId;
    const recipient = fromDater ? chat.partnerId : dater.userId;
    const image = index % imageEvery === imageEvery - 1 ? await storeObject(sql, dataDir, sender, "chat", index) : null;
    // An image sent alone is stored as the app stores it (spec §4), so the chat draws it as daters see it.
    const content = image
      ? IMAGE_ONLY_MESSAGE_CONTENT
      : `Message ${index + 1}: ${["How was the hike?", "Coffee or tea?", "I loved your answer about weekends."][index % 3]}`;
    await sql`
      insert into messages (id, match_id, sender_id, recipient_id, content, image_object_id, read_at, created_at)
      values (gen_random_uuid()::text, ${chat.id}, ${sender}, ${recipient}, ${content}, ${image},
              now() - interval '1 hour' + ${index} * interval '1 minute', now() - interval '1 hour' + ${index} * interval '1 minute')`;
  }
  return { ...dater, chatId: chat.id, mystery: matches.length - REVEALED_MATCHES, revealed: REVEALED_MATCHES };
}
