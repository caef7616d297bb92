import {
  AddPhotoInput,
  CreateProfileInput,
  DeletePhotoInput,
  SetPrimaryPhotoInput,
  UpdateProfileInput,
} from "@unveil/validators";
import { deleteAccount } from "../services/account-deletion";
import * as profile from "../services/profile";
import { createUploadUrl } from "../services/uploads";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** The caller's own profile, photos, upload URLs and account deletion (contract §3, §6, §7). */
export const profileRouter = createTRPCRouter({
  get: protectedProcedure.query(({ ctx }) => profile.getProfile(ctx.deps, ctx.user.id)),

  create: protectedProcedure
    .input(CreateProfileInput)
    .mutation(({ ctx, input }) => profile.createProfile(ctx.deps, ctx.user.id, input)),

  update: protectedProcedure
    .input(UpdateProfileInput)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx.deps, ctx.user.id, input)),

  /** Deletes the whole account, not only the profile (contract §6), and signs out. */
  delete: protectedProcedure.mutation(async ({ ctx }) => {
    ctx.setCookie(await deleteAccount(ctx.deps, ctx.user.id));
  }),

  addPhoto: protectedProcedure.input(AddPhotoInput).mutation(({ ctx, input }) => profile.addPhoto(ctx.deps, ctx.user.id, input)),

  deletePhoto: protectedProcedure
    .input(DeletePhotoInput)
    .mutation(({ ctx, input }) => profile.deletePhoto(ctx.deps, ctx.user.id, input)),

  setPrimaryPhoto: protectedProcedure
    .input(SetPrimaryPhotoInput)
    .mutation(({ ctx, input }) => profile.setPrimaryPhoto(ctx.deps, ctx.user.id, input)),

  createUploadUrl: protectedProcedure.mutation(async ({ ctx }) => {
    const { uploadURL } = await createUploadUrl(ctx.deps, ctx.user.id);
    return { uploadURL };
  }),
});
