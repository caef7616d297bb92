import { ListMessagesInput } from "@unveil/validators";
import { endpoint, RATE_LIMITED } from "./endpoint";

export const messagesEndpoints = [
  endpoint("GET", "/api/messages/:matchId", "messages.list", {
    summary: "Messages of a match, oldest first",
    query: ListMessagesInput.pick({ after: true }),
    input: ({ params, query }) => ({ matchId: params.matchId, after: query.get("after") || undefined }),
  }),
  endpoint("POST", "/api/messages", "messages.send", {
    status: 201,
    summary: "Send a message (text and/or image)",
    description:
      "The text is screened at send. A hurtful text without `confirmed: true` answers 409 `MESSAGE_MAY_HURT` (`Are you sure? This message may be hurtful.`) and stores nothing; with it, the recipient's view carries `mayHurt: true`. `safetyTips` (link, phone, off-platform, money) are filled in the recipient's view only. " +
      "The first message of a match in which nobody has written yet starts a chat: 5 a day for a new dater, 20 once the email " +
      "is confirmed, 50 once photo verified (RATE_LIMIT_NEW_CHATS_PER_DAY_NEW, _CONFIRMED, _VERIFIED). Over it, 429 " +
      "`You've started a lot of new chats today. Reply to the chats you have, or try again tomorrow.` Replies never count.",
    errors: [403, 404, 409, RATE_LIMITED],
  }),
];
