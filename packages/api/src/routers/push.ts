import { CreatePushSubscriptionInput, DeletePushSubscriptionInput, UpdateNotificationSettingsInput } from "@unveil/validators";
import { NotificationSettingsOutput, PushKeyOutput, SendTestPushOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import * as push from "../services/push-subscriptions";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** docs/product-rules.md#push: Web Push subscriptions and which pushes a dater wants. */
export const pushRouter = createTRPCRouter({
  key: publicProcedure.output(PushKeyOutput).query(({ ctx }) => push.getPushKey(ctx.deps)),

  subscribe: protectedProcedure
    .input(CreatePushSubscriptionInput)
    .output(z.void())
    .mutation(({ ctx, input }) => push.subscribePush(ctx.deps, { userId: ctx.user.id, sessionId: ctx.session.id }, input)),

  unsubscribe: protectedProcedure
    .input(DeletePushSubscriptionInput)
    .output(z.void())
    .mutation(({ ctx, input }) => push.unsubscribePush(ctx.deps, ctx.user.id, input)),

  settings: protectedProcedure
    .output(NotificationSettingsOutput)
    .query(({ ctx }) => push.getNotificationSettings(ctx.deps, ctx.user.id)),

  updateSettings: protectedProcedure
    .input(UpdateNotificationSettingsInput)
    .output(NotificationSettingsOutput)
    .mutation(({ ctx, input }) => push.updateNotificationSettings(ctx.deps, ctx.user.id, input)),

  sendTest: protectedProcedure.output(SendTestPushOutput).mutation(({ ctx }) => push.sendTestPush(ctx.deps, ctx.user.id)),
});
