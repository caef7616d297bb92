import { AddPasskeyInput, PasskeyIdInput, PasskeyLoginInput } from "@unveil/validators";
import {
  PasskeyLoginOptionsOutput,
  PasskeyOutput,
  PasskeyRegistrationOptionsOutput,
  UserOutput,
} from "@unveil/validators/outputs";
import { z } from "zod";
import { passkeyLoginOptions, signInWithPasskey } from "../services/passkey-sign-in";
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey } from "../services/passkeys";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

/** docs/product-rules.md#accounts: passkeys (WebAuthn), added and removed in Settings, and signing in with one. */
export const passkeysRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(PasskeyOutput)).query(({ ctx }) => listPasskeys(ctx.deps, ctx.user.id)),

  registrationOptions: protectedProcedure
    .output(PasskeyRegistrationOptionsOutput)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.deps, ctx.user.id)),

  add: protectedProcedure
    .input(AddPasskeyInput)
    .output(PasskeyOutput)
    .mutation(({ ctx, input }) => addPasskey(ctx.deps, ctx.user.id, { ...input, userAgent: ctx.userAgent })),

  remove: protectedProcedure
    .input(PasskeyIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => removePasskey(ctx.deps, ctx.user.id, input)),

  loginOptions: publicProcedure
    .output(PasskeyLoginOptionsOutput)
    .mutation(({ ctx }) => passkeyLoginOptions(ctx.deps, { clientIp: ctx.clientIp })),

  login: publicProcedure
    .input(PasskeyLoginInput)
    .output(UserOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionCookie } = await signInWithPasskey(ctx.deps, {
        ...input,
        clientIp: ctx.clientIp,
        userAgent: ctx.userAgent,
      });
      ctx.setCookie(sessionCookie);
      return user;
    }),
});
