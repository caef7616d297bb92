import type { AppDeps } from "../deps";
import type { AppCaller } from "../root";
import { callerFor, signedOutCaller, type CallerPerson } from "./caller";

/** The listed moderator email the moderation tests register once per file (MODERATOR_EMAILS padded and capitalised). */
export const MODERATOR_ENV = { MODERATOR_EMAILS: "  Mod.Team@Example.COM , other.mod@example.com" };
export const MODERATOR_EMAIL = "mod.team@example.com";

/** A moderator caller per deps (one account per test database). */
const moderators = new WeakMap<AppDeps, Promise<{ caller: AppCaller; id: string }>>();
export function moderatorCaller(deps: AppDeps) {
  let moderator = moderators.get(deps);
  if (!moderator) {
    moderator = (async () => {
      const user = await signedOutCaller(deps).auth.register({
        email: MODERATOR_EMAIL,
        password: "correct horse battery",
        firstName: "Mo",
      });
      return { caller: await callerFor(deps, user.id), id: user.id };
    })();
    moderators.set(deps, moderator);
  }
  return moderator;
}

/** Files a report through the procedure: about a user, or a bug when nobody is named. */
export async function fileReport(reporter: CallerPerson, reportedUserId: string | undefined, description = "Abusive in chat") {
  const report = await reporter.caller.reports.create({
    reportType: reportedUserId ? "user" : "bug",
    description,
    reportedUserId,
  });
  return report.id;
}

export type ResolveInput = Parameters<AppCaller["moderation"]["resolve"]>[0];
