import { LinkifyIt } from "linkify-it";
import tlds from "tlds";

/**
 * Links and email addresses (docs/product-rules.md#safety-in-the-chat), found by
 * linkify-it with the real list of top-level domains. A bare domain whose top-level
 * domain is also an everyday word (`good.how`, `fine.so`, `the bar.love`) is usually a
 * missing space after a full stop: it counts only with a path, `www.` or a scheme.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(tlds);

const WORDY_TLDS = new Set(
  (
    "am as at be by do go how in is it me my no now of on one so to tv us you here love fun live life day today call new " +
    "best top win red pink blue black date bar pub cafe club wine food spa joy fit run show play talk team tips work world " +
    "help home book buy care cool guru ink land law pet rest rich sale star zone cat box fan fast free gift gold hot lol " +
    "mom ooo pics plus ski wow yoga zip kim men dance party pizza beer sexy baby boo bio cab car cars city " +
    "coffee cooking diet dog earth eat family farm fashion film fish fly game games garden gay golf green guide hair " +
    "health hiking holiday horse house kids kitchen life lighting live love meet memorial " +
    "moda movie music nice ninja ong open photo photos physio place poker press rent repair " +
    "rocks room rugby run safe save school science shoes show singles soccer social solar space sport " +
    "store studio style sucks surf swiss tax taxi tea tennis theater tools tour town toys travel " +
    "vision vote voting voyage watch wedding win wine work works wtf yoga"
  ).split(" "),
);

export interface FoundLinks {
  links: boolean;
  emails: boolean;
}

export function findLinks(text: string): FoundLinks {
  const found: FoundLinks = { links: false, emails: false };
  if (!linkify.test(text)) return found;
  for (const match of linkify.match(text) ?? []) {
    if (match.schema === "mailto:" || (match.schema === "" && match.raw.includes("@") && !match.raw.includes("/"))) {
      found.emails = true;
    } else if (match.schema !== "" || isLikelyBareDomain(match.raw)) {
      found.links = true;
    }
  }
  return found;
}

function isLikelyBareDomain(raw: string): boolean {
  const lower = raw.toLowerCase();
  if (lower.startsWith("www.") || /^[^/]+\/\S/.test(lower)) return true;
  const host = lower.split(/[/:?#]/)[0] ?? "";
  const labels = host.split(".");
  const tld = labels.at(-1) ?? "";
  if (!WORDY_TLDS.has(tld)) return true;
  // A wordy TLD: only a host that is clearly a name (three labels, or a digit or hyphen in it).
  return labels.length >= 3 || /[\d-]/.test(labels.slice(0, -1).join("."));
}
