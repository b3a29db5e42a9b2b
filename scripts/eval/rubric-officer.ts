/**
 * The rubric's checks of what an officer would send as is: readable colours, a rewrite that
 * rewords, frame lines that fit and vary, the draft's shape and meaning kept. Each check reads one
 * mail against its draft; `lineShare` (how many mails of the same kind and variant carry the
 * mail's most common added line) is counted over the whole run by the printer.
 */
import { contrastRatio, READABLE_CONTRAST, visibleText } from '#markup/index.ts';
import { MAIL_LOOK } from '#shared/constants.ts';
import { excerpt, fail, NOT_APPLICABLE, PASS, type Reading, type Verdict } from './reading.ts';
import { NON_TOPIC_LABEL } from './vocabulary.ts';
import { contentTokens, toLooseWords, toTokens, withoutQuotes, withShortHedges } from './words.ts';

/** Every colour of the mail reads on the parchment (3:1), the title's first. */
export function checkColours(mail: Reading): Verdict {
  const colours = [...mail.markup.matchAll(/<color=(#[0-9a-f]{6})>/giu)].map((match) => match[1]!);
  if (colours.length === 0) return NOT_APPLICABLE;
  const unreadable = colours.find(
    (colour) => contrastRatio(colour, MAIL_LOOK.parchment) < READABLE_CONTRAST,
  );
  if (!unreadable) return PASS;
  const ratio = contrastRatio(unreadable, MAIL_LOOK.parchment).toFixed(1);
  return fail(`${unreadable} is ${ratio}:1 on the parchment`);
}

/** What text-speak is spelled out to: a line that only spells it out is not reworded. */
const SPELLED = new Set(
  'you are your please people thanks thank tomorrow because before with questions points level minutes hours governors right now as soon possible message'.split(
    ' ',
  ),
);

/** A body line is reworded when it says a word the draft does not, or the draft's in another order. */
function isReworded(line: string, draftWords: ReadonlySet<string>, draftKey: string): boolean {
  const tokens = toTokens(line);
  const fresh = tokens.filter((token) => !draftWords.has(token) && !SPELLED.has(token));
  if (fresh.length > 0) return true;
  const kept = tokens.filter((token) => !SPELLED.has(token)).join(' ');
  return kept !== '' && !draftKey.includes(kept);
}

/**
 * Improve from Balanced up: at least a third of the body's lines are reworded in the tone, or the
 * mail says (rewrite-limited) that nothing could be.
 */
export function checkRewords(mail: Reading): Verdict {
  if (mail.mode !== 'improve' || mail.rewriteStyle === 'minimal') return NOT_APPLICABLE;
  const draftWords = new Set(toTokens(mail.draft.text));
  const draftKey = toTokens(mail.draft.text)
    .filter((token) => !SPELLED.has(token))
    .join(' ');
  // Short items ("20M+ power") have no wording to change.
  const body = mail.lines.body.filter(
    (line, index) => !mail.isInvented[index] && toLooseWords(line).length > 3,
  );
  if (body.length === 0) return NOT_APPLICABLE;
  const reworded = body.filter((line) => isReworded(line, draftWords, draftKey)).length;
  if (reworded * 3 >= body.length) return PASS;
  if (mail.warningCodes.includes('rewrite-limited')) return PASS;
  return fail(`${reworded} of ${body.length} lines reworded, and no warning says so`);
}

const MAX_LINE_SHARE = 0.2;

/** No added line closes or opens more than a fifth of the mails of its kind. */
export function checkStockLines(mail: Reading): Verdict {
  if (mail.lineShare === undefined) return NOT_APPLICABLE;
  if (mail.lineShare <= MAX_LINE_SHARE) return PASS;
  return fail(`an added line is in ${(100 * mail.lineShare).toFixed(0)}% of its kind's mails`);
}

/** An added line repeats neither the title nor a line of the body. */
export function checkFrameRepeats(mail: Reading): Verdict {
  const added = mail.lines.body.filter((_, index) => mail.isInvented[index]);
  if (added.length === 0) return NOT_APPLICABLE;
  const said = [mail.lines.title, ...mail.lines.body.filter((_, index) => !mail.isInvented[index])];
  const saidWords = new Set(said.flatMap((line) => contentTokens(line)));
  for (const line of added) {
    const words = contentTokens(line.replace(/\d{1,2}(?::\d{2}|h?(?=\s*utc))(?:\s*utc)?/giu, ''));
    if (words.length >= 2 && words.filter((word) => saidWords.has(word)).length * 2 > words.length)
      return fail(`"${excerpt(line)}" repeats the mail`);
  }
  return PASS;
}

/** Words no mail should sign with unless the draft does. */
const SIGNERS = /\b(?:the council|el consejo|o conselho|совет|المجلس|议会|leadership team)\b/iu;
const ALERT_CHEERS = /\b(?:together we are stronger|let's make this count|what a performance)\b/iu;
const NO_EXCEPTIONS = /\b(?:no exceptions|sin excepciones|sem exceções)\b/iu;
const DRAFT_EXCEPTIONS = /\b(?:unless|except|else|only|excused|salvo|excepto|exceto)\b/iu;

/** No invented signer, no cheer on an alert, no "No exceptions." after the draft's exception. */
export function checkFrameFits(mail: Reading): Verdict {
  const text = mail.lines.body.join('\n');
  const signer = text.match(SIGNERS);
  if (signer && !SIGNERS.test(mail.draft.text)) return fail(`invented signer "${signer[0]}"`);
  if (mail.draft.kind === 'alert') {
    const cheer = text.match(ALERT_CHEERS);
    if (cheer) return fail(`a cheer on an alert: "${cheer[0]}"`);
  }
  if (NO_EXCEPTIONS.test(text) && DRAFT_EXCEPTIONS.test(mail.draft.text)) {
    return fail('"No exceptions" after the draft states one');
  }
  return PASS;
}

/** Generic titles the engine should not write while the draft has a topic. */
const GENERIC_TITLES = new Set(
  [
    'notice',
    'update',
    'our thanks',
    'reminder',
    'alliance notice',
    'alliance announcement',
    'announcement',
    'alliance orders',
    'war alert',
    'diplomacy notice',
    'event schedule',
    'aviso de la alianza',
    'órdenes de la alianza',
    'alerta de guerra',
    'recordatorio',
    'aviso diplomático',
    'calendario del evento',
    'aviso da aliança',
    'ordens da aliança',
    'lembrete',
    'cronograma do evento',
    'объявление альянса',
    'приказ альянса',
    'боевая тревога',
    'напоминание',
    'дипломатия',
    'расписание события',
    'إعلان التحالف',
    'أوامر التحالف',
    'تنبيه حرب',
    'تذكير',
    'إعلان دبلوماسي',
    'جدول الحدث',
    '联盟通知',
    '联盟命令',
    '战争警报',
    '提醒',
    '外交通知',
    '活动日程',
  ].map((title) => title.toLowerCase()),
);

/** What a roundup is called: a generic title too when the draft labels its own topic. */
const ROUNDUP_TITLES = new Set(
  [
    'alliance news',
    'novedades de la alianza',
    'novidades da aliança',
    'новости альянса',
    'أخبار التحالف',
    '联盟近况',
  ].map((title) => title.toLowerCase()),
);
const QA_MARKS = /(?:^|\n|[.!?؟？。]\s*)(?:q|p|в|س|问)\s*[:：]/giu;
/** Titles that name orders or rules: the wrong scope for a Q&A. */
const ORDERS_TITLE =
  /\b(?:orders|rules)\b|órdenes|ordens|reglas|regras|приказ|правила|أوامر|قواعد|命令|指令|规则/iu;

/**
 * A title that names the mail's topic: not a generic word when the draft has a topic, not a
 * roundup's name over the player's own topic label ("farm account rules reminder:"), not orders
 * over a Q&A.
 */
export function checkTitleTopic(mail: Reading): Verdict {
  if (mail.draft.title !== undefined) return NOT_APPLICABLE;
  const title = mail.lines.title.toLowerCase().trim();
  if (GENERIC_TITLES.has(title)) return fail(`generic title "${mail.lines.title}"`);
  const lines = mail.draft.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const label = lines[0]?.match(/^([^:：]{3,40})[:：]$/u)?.[1]?.trim();
  if (
    label !== undefined &&
    /^\s*(?:[-*•·▪]|[\d٠-٩]{1,2}\s*[.)）-])\s*\S/u.test(lines[1] ?? '') &&
    toLooseWords(label).length >= 2 &&
    !NON_TOPIC_LABEL.test(label) &&
    ROUNDUP_TITLES.has(title)
  ) {
    return fail(`the player's header "${label}" replaced by "${mail.lines.title}"`);
  }
  if ((mail.draft.text.match(QA_MARKS)?.length ?? 0) >= 2 && ORDERS_TITLE.test(mail.lines.title)) {
    return fail(`a Q&A titled as orders: "${mail.lines.title}"`);
  }
  return PASS;
}

/** More dividers than this in one mail read as a divider between every paragraph. */
const MAX_DIVIDERS = 4;

/** Greetings whole, a short question with its answer, a list's closing remark as prose, no run-on list. */
export function checkStructure(mail: Reading): Verdict {
  const { body } = mail.lines;
  for (const [index, line] of body.entries()) {
    const next = body[index + 1] ?? '';
    if (/^(?:hi|hey|hello|hola|olá|oi|привет)[,!]?$/iu.test(line) && /^\p{L}+,/u.test(next)) {
      return fail(`greeting split: "${line}" / "${excerpt(next, 30)}"`);
    }
    if (
      /\?$/u.test(line) &&
      toLooseWords(line).length <= 2 &&
      next !== '' &&
      !/^[•\d]/u.test(next)
    ) {
      return fail(`question split from its answer: "${line}" / "${excerpt(next, 30)}"`);
    }
    const inline = line.match(
      /^(?:[•]\s*)?(requirements?|rules|we offer|requisitos|reglas|regras|требования)\s*:\s*(.+)$/iu,
    );
    if (inline && inline[2]!.split(/,\s*/u).length >= 3) {
      return fail(`inline list left on one line: "${excerpt(line)}"`);
    }
  }
  // Dividers sparingly: one under the title, and a few between parts at most.
  const dividers = visibleText(mail.markup)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '' && !/[\p{L}\p{N}]/u.test(line)).length;
  if (dividers > MAX_DIVIDERS) return fail(`${dividers} dividers`);
  const last = body.filter((_, index) => !mail.isInvented[index]).at(-1) ?? '';
  if (/^•\s*(?:any questions|questions|thanks|thank you|good luck|see you)/iu.test(last)) {
    return fail(`closing remark taken into the list: "${excerpt(last)}"`);
  }
  return PASS;
}

const TEXT_SPEAK_LEFT =
  /(?<![\p{L}\p{N}#@'’])(?:u|r|ur|pls|plz|ppl|thx|tmrw|b4|w\/o)(?![\p{L}\p{N}'’])/iu;
/** "its too fast", "lets go": the apostrophe of it's and let's left out. */
const APOSTROPHE_LEFT =
  /(?<![\p{L}'’])(?:its (?:too|a|an|the|not|ok|kick|time|so|over|your|our)|lets (?:go|do|get|make|win|show))(?![\p{L}'’])/iu;
/** A word stretched in chat ("nowww", "pleaseee"); names ("jaxxx") stretch x, z or k. */
const STRETCHED_WORD =
  /(?<![\p{L}\p{N}#@'’[])\p{Ll}*([^\P{Ll}xzk])\1\1\p{Ll}*(?![\p{L}\p{N}'’\]])/u;
const EVENT_NAMES =
  /\b(?:lost temple|ark of osiris|sunset canyon|lost kingdom|mightiest governor)\b/u;
const LABEL_WITHOUT_COLON =
  /^(?:•\s*)?(?:[Ss]tep|[Pp]hase|[Ss]tage|[Ss]quad|[Rr]ank)\s+\d{1,2}\s+(?:(?:take|hold|go|join|attack|defend)(?!\p{L})|\p{Lu})/u;

/**
 * Two sentences run together with no mark between: "open now please sign up", "message me first
 * don't just show up", "Ok listen up". A sentence opening with "if" or "when" is one sentence.
 */
const RUN_ON =
  /(?:^|[.!?]\s+|^•\s*)(?!(?:if|when|once|after|before|as soon as|since|until|while)\b)[^.!?]*?\b(?!to\b|and\b|or\b|so\b|must\b|will\b|can\b|you\b|we\b|i\b|just\b|also\b)\p{Ll}{2,} (?:please (?:sign|join|reply|read|send|donate)\b|(?:don't|do not) just\b)|^(?:•\s*)?(?:Ok|Okay) (?:listen|guys|so|we|everyone)\b/iu;

/** Tidy in every mode: no text-speak, event names capitalised, labels with their colon, no run-ons. */
export function checkTidy(mail: Reading): Verdict {
  if (mail.draft.lang !== 'en') return NOT_APPLICABLE;
  for (const line of [mail.lines.title, ...mail.lines.body]) {
    const speak = withoutQuotes(line).match(TEXT_SPEAK_LEFT);
    if (speak) return fail(`text-speak '${speak[0]}' left: "${excerpt(line)}"`);
    const apostrophe = withoutQuotes(line).match(APOSTROPHE_LEFT);
    if (apostrophe) return fail(`'${apostrophe[0]}' without its apostrophe`);
    const stretched = withoutQuotes(line).match(STRETCHED_WORD);
    if (stretched) return fail(`stretched word '${stretched[0]}' left`);
    const event = line.match(EVENT_NAMES);
    if (event) return fail(`'${event[0]}' in lower case`);
    if (LABEL_WITHOUT_COLON.test(line)) return fail(`label without its colon: "${excerpt(line)}"`);
    if (RUN_ON.test(withoutQuotes(line))) {
      return fail(`two sentences run together: "${excerpt(line)}"`);
    }
  }
  return PASS;
}

const HEDGE =
  /(?<![\p{L}])(like|about|around|approx\.?|roughly|at least|at most|max|min|~)\s*(?=\d)/giu;

/** Hedges before numbers and #channels stay as the player wrote them. */
export function checkMeaningKept(mail: Reading): Verdict {
  const text = withShortHedges(mail.lines.body.join('\n').toLowerCase());
  for (const match of mail.draft.text.matchAll(HEDGE)) {
    if (!text.includes(match[0].toLowerCase().trim()))
      return fail(`hedge '${match[0].trim()}' dropped`);
  }
  for (const [channel] of mail.draft.text.matchAll(/#[a-z][\w-]*/giu)) {
    if (!mail.lines.body.join('\n').includes(channel)) return fail(`channel ${channel} changed`);
  }
  // What the player put in quotes is what readers must type: "title pls" stays "title pls".
  for (const [quote] of mail.draft.text.matchAll(
    /"[^"\n]{1,60}"|“[^”\n]{1,60}”|«[^»\n]{1,60}»/gu,
  )) {
    const words = quote.slice(1, -1).trim().toLowerCase();
    const shown = `${mail.lines.title}\n${text}`.toLowerCase();
    if (words !== '' && !shown.includes(words)) return fail(`quoted ${quote} changed`);
  }
  return PASS;
}
