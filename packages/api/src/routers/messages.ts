import { ListMessagesInput, SendMessageInput } from "@unveil/validators";
import { MessageOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { listMessages } from "../services/message-list";
import { sendMessage } from "../services/messages";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const messagesRouter = createTRPCRouter({
  list: protectedProcedure
    .input(ListMessagesInput)
    .output(z.array(MessageOutput))
    .query(({ ctx, input }) => listMessages(ctx.deps, ctx.user.id, input)),

  send: protectedProcedure
    .input(SendMessageInput)
    .output(MessageOutput)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.user.id, input)),
});
