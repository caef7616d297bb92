import {
  AddPhotoInput,
  CreateProfileInput,
  DeletePhotoInput,
  SetPrimaryPhotoInput,
  UpdateProfileInput,
} from "@unveil/validators";
import { ProfileOutput, UploadUrlOutput } from "@unveil/validators/outputs";
import { z } from "zod";
import { deleteAccount } from "../services/account-deletion";
import * as photos from "../services/photos";
import * as profile from "../services/profile";
import { createUploadUrl } from "../services/upload-urls";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The caller's own profile, photos, upload URLs and account deletion (docs/product-rules.md#profile-and-photos, #account-deletion, #uploads-and-images). */
export const profileRouter = createTRPCRouter({
  get: protectedProcedure.output(ProfileOutput).query(({ ctx }) => profile.getProfile(ctx.deps, ctx.user.id)),

  create: protectedProcedure
    .input(CreateProfileInput)
    .output(ProfileOutput)
    .mutation(({ ctx, input }) => profile.createProfile(ctx.deps, ctx.user.id, input)),

  update: protectedProcedure
    .input(UpdateProfileInput)
    .output(ProfileOutput)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx.deps, ctx.user.id, input)),

  /** Deletes the whole account, not only the profile (docs/product-rules.md#account-deletion), and signs out. */
  delete: protectedProcedure.output(z.void()).mutation(async ({ ctx }) => {
    ctx.setCookie(await deleteAccount(ctx.deps, ctx.user.id));
  }),

  addPhoto: protectedProcedure
    .input(AddPhotoInput)
    .output(ProfileOutput)
    .mutation(({ ctx, input }) => photos.addPhoto(ctx.deps, ctx.user.id, input)),

  deletePhoto: protectedProcedure
    .input(DeletePhotoInput)
    .output(ProfileOutput)
    .mutation(({ ctx, input }) => photos.deletePhoto(ctx.deps, ctx.user.id, input)),

  setPrimaryPhoto: protectedProcedure
    .input(SetPrimaryPhotoInput)
    .output(ProfileOutput)
    .mutation(({ ctx, input }) => photos.setPrimaryPhoto(ctx.deps, ctx.user.id, input)),

  createUploadUrl: protectedProcedure.output(UploadUrlOutput).mutation(({ ctx }) => createUploadUrl(ctx.deps, ctx.user.id)),
});
