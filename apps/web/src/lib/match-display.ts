import type { AppRouter } from "@unveil/api/client";
import type { inferRouterOutputs } from "@trpc/server";
import { IMAGE_ONLY_MESSAGE_CONTENT, QUIZ_QUESTION_COUNT } from "@unveil/validators/limits";

type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Match = RouterOutputs["matches"]["list"][number];
export type PublicUser = Match["user1"];
export type ChatMessage = RouterOutputs["messages"]["list"][number];

/** Spec §3: compatibility percent = round(score / 15 × 100). */
export function compatibilityPercent(score: number): number {
  return Math.round((score / QUIZ_QUESTION_COUNT) * 100);
}

export interface MatchSides {
  other: PublicUser;
  iRevealed: boolean;
  theyRevealed: boolean;
}

/** Which side the viewer is on is decided by comparing ids (spec §3). */
export function sidesOf(match: Match, viewerId: string): MatchSides {
  const viewerIsUser1 = match.user1Id === viewerId;
  return {
    other: viewerIsUser1 ? match.user2 : match.user1,
    iRevealed: viewerIsUser1 ? match.user1Revealed : match.user2Revealed,
    theyRevealed: viewerIsUser1 ? match.user2Revealed : match.user1Revealed,
  };
}

/** Spec §2: Mystery Matches (not both revealed) and revealed ones, each in the list's order. */
export function splitByReveal(list: readonly Match[]): { mystery: Match[]; revealed: Match[] } {
  return {
    mystery: list.filter((match) => !match.bothRevealed),
    revealed: list.filter((match) => match.bothRevealed),
  };
}

/** First profile photo, else the profile image, else nothing (initials are shown). */
export function photoOf(person: PublicUser): string | null {
  return person.profile?.photos[0] ?? person.profileImageUrl ?? null;
}

export function initialsOf(person: PublicUser): string {
  const letters = [person.firstName, person.lastName].map((name) => name?.trim()[0] ?? "").join("");
  return letters.toUpperCase() || "?";
}

export function fullNameOf(person: PublicUser): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || "Your match";
}

/** '{firstName}, {age}' as the chat header and revealed chats show it. */
export function nameAndAge(person: PublicUser): string {
  const name = person.firstName?.trim() || "Your match";
  return person.profile ? `${name}, ${person.profile.age}` : name;
}

/** A message whose text is only the image marker shows just its image (spec §4). */
export function isImageOnly(message: Pick<ChatMessage, "content" | "imageUrl">): boolean {
  return Boolean(message.imageUrl) && message.content === IMAGE_ONLY_MESSAGE_CONTENT;
}
