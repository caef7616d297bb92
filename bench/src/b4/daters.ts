/** B4's daters: B1's targets with each chat's other side, and pickers of who sends to whom. */
import type { B1Targets } from "../b1/seed";
import type { SendTarget } from "./sender";

export interface Dater {
  index: number;
  cookie: string;
  chats: { matchId: string; partner: number }[];
}

/** B1's targets with each chat's other side (an index into the same list, or -1). */
export function withPartners(targets: B1Targets): Dater[] {
  const sides = new Map<string, number[]>();
  targets.daters.forEach((dater, index) => {
    for (const chat of dater.chats) sides.set(chat.matchId, [...(sides.get(chat.matchId) ?? []), index]);
  });
  return targets.daters.map((dater, index) => ({
    index,
    cookie: dater.cookie,
    chats: dater.chats.map((chat) => ({
      matchId: chat.matchId,
      partner: sides.get(chat.matchId)?.find((other) => other !== index) ?? -1,
    })),
  }));
}

/** A random dater of `holders` (daters holding a stream) and one of their chats whose other side holds one too. */
export function pickAmong(daters: Dater[], holders: Set<number>, random: () => number): () => SendTarget {
  const withHolder = (dater: Dater) => dater.chats.filter((chat) => holders.has(chat.partner));
  const eligible = daters.filter((dater) => holders.has(dater.index) && withHolder(dater).length > 0);
  if (eligible.length === 0) throw new Error("no dater holding a stream has a chat with another");
  return () => {
    const dater = eligible[Math.floor(random() * eligible.length)];
    const chats = dater ? withHolder(dater) : [];
    const chat = chats[Math.floor(random() * chats.length)];
    if (!dater || !chat) throw new Error("no eligible dater");
    return { cookie: dater.cookie, matchId: chat.matchId, sender: dater.index };
  };
}

/** A random dater below `limit` and one of their chats whose other side is also below it (holds a stream). */
export const pickWithin = (daters: Dater[], limit: number, random: () => number) =>
  pickAmong(daters, new Set(daters.slice(0, limit).map((dater) => dater.index)), random);

/** `count` daters made of whole chat pairs, so every one of them has a partner among them. */
export function pairedDaters(daters: Dater[], count: number): Dater[] {
  const chosen = new Set<number>();
  for (const dater of daters) {
    if (chosen.size + 2 > count) break;
    if (chosen.has(dater.index)) continue;
    const chat = dater.chats.find((candidate) => candidate.partner >= 0 && !chosen.has(candidate.partner));
    if (!chat) continue;
    chosen.add(dater.index);
    chosen.add(chat.partner);
  }
  return daters.filter((dater) => chosen.has(dater.index));
}
