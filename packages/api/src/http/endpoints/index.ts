import { accountSecurityEndpoints } from "./account-security";
import { authEndpoints } from "./auth";
import { dataControlEndpoints } from "./data-control";
import { emailEndpoints } from "./email";
import { datePlansEndpoints } from "./date-plans";
import type { Endpoint } from "./endpoint";
import { eventEndpoints } from "./events";
import { hiddenWordsEndpoints } from "./hidden-words";
import { matchesEndpoints } from "./matches";
import { messagesEndpoints } from "./messages";
import { metaEndpoints } from "./meta";
import { moderationEndpoints } from "./moderation";
import { objectEndpoints } from "./objects";
import { passkeysEndpoints } from "./passkeys";
import { preferencesEndpoints } from "./preferences";
import { profileEndpoints } from "./profile";
import { pushEndpoints } from "./push";
import { quizEndpoints } from "./quiz";
import { reportsEndpoints } from "./reports";
import { statsEndpoints } from "./stats";
import { verificationEndpoints } from "./verification";

/**
 * Every path the API lane answers outside tRPC (spec §7 and the contract's additions),
 * one record each, grouped by router. Add a path by adding a record to its group.
 */
export const endpoints: Endpoint[] = [
  ...authEndpoints,
  ...statsEndpoints,
  ...profileEndpoints,
  ...objectEndpoints,
  ...preferencesEndpoints,
  ...quizEndpoints,
  ...matchesEndpoints,
  ...eventEndpoints,
  ...messagesEndpoints,
  ...reportsEndpoints,
  ...pushEndpoints,
  ...moderationEndpoints,
  ...dataControlEndpoints,
  ...passkeysEndpoints,
  ...accountSecurityEndpoints,
  ...emailEndpoints,
  ...hiddenWordsEndpoints,
  ...verificationEndpoints,
  ...datePlansEndpoints,
  ...metaEndpoints,
];
