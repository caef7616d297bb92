/**
 * The words behind "Are you sure?" (docs/product-rules.md#are-you-sure). obscenity names
 * its matches by `originalWord`; these sets sort them, and add the insults it does not
 * know (they hurt only when aimed at the reader).
 */

/** Slurs: hurtful wherever they appear. */
export const SLURS = new Set([
  "abeed",
  "abo",
  "africoon",
  "arabush",
  "boonga",
  "chingchong",
  "chink",
  "dyke",
  "fag",
  "kike",
  "negro",
  "nigger",
  "retard",
  "spastic",
  "tranny",
]);

/** Explicit sexual terms sent to someone not met: harassment wherever they appear. */
export const SEXUAL_TERMS = new Set([
  "blowjob",
  "buttplug",
  "cock",
  "cum",
  "deepthroat",
  "dick",
  "dildo",
  "doggystyle",
  "double penetration",
  "felch",
  "fellatio",
  "finger bang",
  "fisting",
  "gangbang",
  "handjob",
  "jerk off",
  "jizz",
  "lubejob",
  "pussy",
  "semen",
  "tit",
  "wank",
  "bestiality",
  "incest",
]);

/** Insults that are ordinary words elsewhere (`fat` cat, `ugly` sweater): only aimed at the reader. */
export const INSULTS = [
  "ugly",
  "fat",
  "fatty",
  "stupid",
  "idiot",
  "idiots",
  "moron",
  "morons",
  "loser",
  "losers",
  "dumb",
  "pathetic",
  "worthless",
  "useless",
  "disgusting",
  "gross",
  "trash",
  "garbage",
  "creep",
  "creepy",
  "freak",
  "psycho",
  "pig",
  "cow",
  "whale",
  "skank",
  "hoe",
  "hoes",
  "thot",
  "dog",
  "clown",
  "imbecile",
  "cretin",
  "scum",
  "waste of space",
  "nobody",
  "joke",
  "embarrassment",
  "bitch",
  "bitches",
  "slut",
  "sluts",
  "whore",
  "whores",
  "cunt",
  "twat",
  "prick",
  "bastard",
  "asshole",
  "arsehole",
  "dickhead",
  "wanker",
  "douche",
  "douchebag",
  "jerk",
  "piece of shit",
  "pos",
  "retarded",
  "braindead",
  "brain dead",
  "ho",
  "shithead",
  "dipshit",
  "dumbass",
  "jackass",
  "motherfucker",
];

/** You, in the spellings people use. */
export const YOU = String.raw`(?:you|u|ya|yo|youre|you re|your|ur|yourself|urself|you ve|youve)`;

/** Words that may stand between `you` and the insult (`you are such a fucking …`). */
export const BETWEEN = String.raw`(?:are|r|re|look|looks|seem|sound|were|is|s|just|such|so|really|a|an|total|complete|fucking|fuckin|fking|fkn|big|little|stupid|ugly|fat|dumb|piece of|pathetic|disgusting|worthless|useless|the|most|absolute|like|an absolute|kind of|kinda|actually|literally|still|always|nothing but|fuck|fucking)`;

/** Insults that are name-calling even alone (`ok bitch`). */
export const NAME_CALLING = new Set([
  "bitch",
  "slut",
  "whore",
  "cunt",
  "twat",
  "skank",
  "wanker",
  "dickhead",
  "asshole",
  "arsehole",
  "prick",
  "bastard",
  "thot",
  "shithead",
  "dipshit",
  "motherfucker",
]);

/** Phrases hurtful on their own. */
export const TARGETED_PHRASES: RegExp[] = [
  /\b(?:fuck|screw|f|fk|fck|fuk) (?:you|u|off|yourself|urself|ya)\b/,
  /\b(?:shut (?:the fuck |tf )?up|stfu|gtfo|kys|go die|drop dead|go to hell)\b/,
  /\b(?:kill|hang|off) (?:yourself|urself|ur self|your self)\b|\bi (?:ll|will|m going to|m gonna|gonna) (?:kill|hurt|find|rape|beat) (?:you|u)\b/,
  /\b(?:nobody|no one|noone|no body) (?:will|would|could|is going to|s going to|gonna) (?:ever )?(?:love|want|date|like|fuck|marry) (?:you|u)\b/,
  /\b(?:you|u) (?:ll|will) die alone\b|\bwho would (?:ever )?(?:date|want|love) (?:you|u)\b/,
  /\b(?:send|show) (?:me )?(?:nudes|noods|your (?:tits|boobs|body|ass|butt|dick|cock|pussy))\b/,
  /\brape (?:you|u)\b/,
];
