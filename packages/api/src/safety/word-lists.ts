/**
 * The screener's word lists (docs/product-rules.md#safety-in-the-chat), as patterns over
 * the message's screening words joined by single spaces (fold.ts: folded, look-alikes
 * and leetspeak resolved, spelled-out letters joined).
 */

/** Apps that, named at all, are where romance scams move a chat. */
const SCAM_APPS = String.raw`whats ?app|whatsap|watsapp|watsap|whtsapp|wassap|wechat|we chat|weixin|viber|telegram|telegrm|kik|snapchat|snap chat`;

/** Apps and channels whose names are everyday words too: only in an invitation. */
const OTHER_APPS = String.raw`snap|sc|insta|ig|instagram|facebook|fb|messenger|discord|skype|tiktok|twitter|hangouts|email|e mail|gmail|hotmail|yahoo|icloud`;

const INVITE_BEFORE = String.raw`(?:my|your|ur|yr|add me on|follow me on|text me on|message me on|msg me on|dm me on|hit me up on|reach me on|find me on|contact me on|talk on|chat on|move to|switch to|continue on|go to|are you on|r u on|you on|u on|do you have|do u have|have you got|do you use|download|install)`;

export const OFF_PLATFORM_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:${SCAM_APPS})\b`),
  // `add me on snap`, `what's your insta`, `my email`; never `my insta pot`.
  new RegExp(String.raw`\b${INVITE_BEFORE} (?:${OTHER_APPS})\b(?! (?:pot|pots|pot s)\b)`),
  // Signal and Line are words first: `on signal`, `signal me`, `line id`, `add me on line`.
  /\b(?:on|via|use|download|install|have|got) signal\b(?! (?:here|is|was|strength|bars))|\bsignal me\b|\bline (?:id|app)\b|\b(?:add me|find me|text me|message me|me) on line\b/,
  // Asking for, or giving, a number: `what's your number`, `my cell is`.
  /\b(?:give me|send me|what s|whats|what is|drop|text me|can i get|can i have|could i get|may i have|get) your (?:number|digits|cell|phone number|whatsapp|phone)\b|\bmy (?:number|cell|phone number|phone|digits) (?:is|s)\b/,
  // `snap: kate_92`, `my ig is kate92`, `kik id`.
  /\b(?:snap|sc|insta|ig|instagram|kik|discord|skype|telegram|line)(?: id| name| handle| username)?(?: is)? (?=[a-z_]*\d)[a-z0-9_]{4,}\b|\bmy (?:snap|insta|ig|kik|discord|skype) (?:is|id|name|handle|username)\b/,
  // `let's talk somewhere else`, `off this app`, `text me instead`.
  /\b(?:off (?:this|the) app|off unveil|(?:another|other|different|better) app to (?:chat|talk)|somewhere else to (?:chat|talk)|text me instead|call me on)\b/,
  // `john at gmail dot com`.
  /\b[a-z0-9_]{2,} at (?:gmail|hotmail|yahoo|outlook|icloud|proton ?mail|aol) dot [a-z]{2,}\b/,
];

const PAYMENT = String.raw`gift ?cards?|itunes cards?|steam cards?|google play cards?|amazon cards?|apple cards?|bitcoins?|btc|crypto|cryptos|cryptocurrency|cryptocurrencies|usdt|tether|ethereum|binance|coinbase|western union|moneygram|money gram|wire transfers?|bank transfers?|cash ?app|venmo|paypal|zelle|forex|binary options|trading platforms?|investment platforms?|investment (?:opportunity|plan|app|account)|routing number|bank details|bank account details`;

export const MONEY_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:${PAYMENT})\b`),
  // `send me $200`, `wire me the money`, `lend me some cash`, `I need a loan`.
  /\b(?:send|wire|transfer|lend|loan|give|pay) (?:me|us|my|him|her) (?:(?:some|the|a little|a bit of|a few|your) )?(?:money|cash|funds|dollars|bucks|pounds|euros|\d+|usd|gbp)\b/,
  /\b(?:need|needs|needed|borrow|get|take out|give me) (?:a|some|the) (?:small )?loan\b|\bloan me\b|\bborrow (?:some )?money\b|\b(?:short on|need|needs|help with) (?:some )?(?:money|cash)\b/,
  // `teach you how to trade`, `invest in crypto`, `guaranteed returns`.
  /\b(?:teach|show|help) you (?:how )?to (?:trade|invest)\b|\binvest (?:with|in) (?:me|my|this|crypto|coins?|gold|forex)\b|\bguaranteed (?:returns|profit|profits)\b|\b(?:double|triple) your money\b/,
  // `pay my rent`, `hospital bills`, `customs fee`.
  /\b(?:pay|cover) (?:for )?my (?:rent|bills?|ticket|flight|visa|fees?)\b|\b(?:hospital|medical) bills?\b|\bcustoms (?:fee|fees|charges)\b/,
];
