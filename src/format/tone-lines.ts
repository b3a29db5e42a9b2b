import type { Tone } from '#shared/constants.ts';
import type { MailKind } from './kinds.ts';
import type { MailLanguage } from './language.ts';
import { matchSpanishAddress } from './spanish-address.ts';

/**
 * The opening and closing lines the engine adds from Balanced up: at most one of each, chosen by
 * tone, kind of mail and content, written in every language the engine writes. A line is left out
 * where it would not fit: a cheer does not open a live defence, a congratulation does not close a
 * to-do list, a recruitment line does not close a leadership change, "No exceptions." does not
 * follow a draft that states one. Lines may name the mail's event (`{event}`, `{at}` — "the pass",
 * "at the pass") and the time it happens (`{time}`, never a deadline); among the lines that fit,
 * the draft's content picks one, so the same lines do not close every mail of a kind.
 */
type Localized = Readonly<Record<MailLanguage, string>>;

/**
 * What a mail is about, beyond its kind, read from its words: a fight, an achievement, a warning,
 * a cap on scores, questions and answers, a change of leaders, a relaxed alliance, the player's
 * own greeting, rules for governors who are not members yet.
 */
export type Mood =
  | 'rules'
  | 'battle'
  | 'achievement'
  | 'warning'
  | 'cap'
  | 'faq'
  | 'leadership'
  | 'relaxed'
  | 'greeted'
  | 'newcomers';

/** What a line needs of the mail besides its kind. */
type Need = 'time' | 'event' | 'tag' | 'no-exceptions' | Mood;

export interface ToneLine {
  kinds: readonly MailKind[];
  text: Localized;
  needs?: readonly Need[];
  /** Moods the line would contradict. */
  avoids?: readonly Mood[];
}

interface ToneLines {
  openings: readonly ToneLine[];
  closings: readonly ToneLine[];
}

type Six = readonly [string, string, string, string, string, string];

function line(
  kinds: readonly MailKind[],
  [en, es, pt, ru, ar, zh]: Six,
  fit: { needs?: readonly Need[]; avoids?: readonly Mood[] } = {},
): ToneLine {
  return { kinds, text: { en, es, pt, ru, ar, zh }, ...fit };
}

const ALL: readonly MailKind[] = [
  'alert',
  'orders',
  'recruitment',
  'thanks',
  'reminder',
  'diplomacy',
  'schedule',
  'notice',
];
/** Mails that ask members to act, but not a live defence: there the order comes first. */
const CALLS: readonly MailKind[] = ['orders', 'reminder', 'schedule', 'notice'];
/** Mails to members, whatever they say. */
const MEMBERS: readonly MailKind[] = ['alert', 'orders', 'reminder', 'schedule', 'notice'];
/** Mails read by governors outside the alliance. */
const OUTSIDE: readonly MailKind[] = ['recruitment', 'diplomacy'];

/** Moods no cheer fits: a scam warning, a score cap, an FAQ, a change of leaders. */
const NO_CHEER: readonly Mood[] = ['warning', 'cap', 'faq', 'leadership'];

/**
 * The game's events a line may name: how each language names it, and says "at" it. A battle is
 * one governors meet at; an event such as MGE or the Wheel is played alone. KvK is a season, not
 * an event a line may send governors to.
 */
export interface GameEvent {
  pattern: RegExp;
  isBattle: boolean;
  name: Localized;
  at: Localized;
}

function event(pattern: RegExp, isBattle: boolean, name: Six, at: Six): GameEvent {
  const [en, es, pt, ru, ar, zh] = name;
  const [atEn, atEs, atPt, atRu, atAr, atZh] = at;
  return {
    pattern,
    isBattle,
    name: { en, es, pt, ru, ar, zh },
    at: { en: atEn, es: atEs, pt: atPt, ru: atRu, ar: atAr, zh: atZh },
  };
}

/** Most specific first: a draft that names several is about the first of them here. */
export const GAME_EVENTS: readonly GameEvent[] = [
  event(
    /\bceroli\b|цероли|церроли|سيرولي|塞罗利/iu,
    true,
    [
      'Ceroli Crisis',
      'la Crisis de Ceroli',
      'a Crise de Ceroli',
      'Кризис Цероли',
      'أزمة سيرولي',
      '塞罗利危机',
    ],
    [
      'at Ceroli Crisis',
      'en la Crisis de Ceroli',
      'na Crise de Ceroli',
      'на Кризисе Цероли',
      'في أزمة سيرولي',
      '塞罗利危机',
    ],
  ),
  event(
    /\b(?:ark|aoo|osiris|arca)\b|ковчег|الأرك|الارك|أرك|方舟/iu,
    true,
    [
      'Ark of Osiris',
      'el Arca de Osiris',
      'a Arca de Osíris',
      'Ковчег Осириса',
      'أرك أوزوريس',
      '方舟',
    ],
    ['in the Ark', 'en el Arca', 'na Arca', 'в Ковчеге', 'في الأرك', '方舟'],
  ),
  event(
    /\baltar\b|алтар|المذبح|祭坛/iu,
    true,
    ['the altar', 'el altar', 'o altar', 'алтарь', 'المذبح', '祭坛'],
    ['at the altar', 'en el altar', 'no altar', 'на алтаре', 'عند المذبح', '祭坛'],
  ),
  event(
    /\bpass(?:es)? ?\d|\bpaso ?\d|\bpassagem\b|перевал|الممر|关卡/iu,
    true,
    ['the pass', 'el paso', 'a passagem', 'перевал', 'الممر', '关卡'],
    ['at the pass', 'en el paso', 'na passagem', 'на перевале', 'عند الممر', '关卡'],
  ),
  event(
    /\b(?:barb(?:arian)? )?forts?\b|\bfuertes?\b|\bfortes?\b|\bфорт|الفورت|الحصن|قلعة البرابرة|قلاع البرابرة|蛮族堡垒/iu,
    true,
    ['the fort', 'el fuerte', 'o forte', 'форт', 'الحصن', '要塞'],
    ['at the fort', 'en el fuerte', 'no forte', 'у форта', 'عند الحصن', '要塞'],
  ),
  event(
    /\brall(?:y|ies)\b|рал+и|رالي|集结/iu,
    true,
    ['the rally', 'el rally', 'o rally', 'ралли', 'الرالي', '集结'],
    ['at the rally', 'en el rally', 'no rally', 'на ралли', 'في الرالي', '集结点'],
  ),

  event(
    /\bmge\b|мге|最强执政官/iu,
    false,
    ['MGE', 'el MGE', 'o MGE', 'MGE', 'MGE', '最强执政官'],
    ['in MGE', 'en el MGE', 'no MGE', 'в MGE', 'في MGE', '最强执政官'],
  ),
  event(
    /\bwheel\b|\brueda\b|\broda\b|колес|عجلة|命运之轮/iu,
    false,
    [
      'the Wheel of Fortune',
      'la Rueda de la Fortuna',
      'a Roda da Fortuna',
      'Колесо Фортуны',
      'عجلة الحظ',
      '命运之轮',
    ],
    ['at the Wheel', 'en la Rueda', 'na Roda', 'в Колесе', 'في العجلة', '命运之轮'],
  ),
  event(
    /\bsunset canyon\b|\bcañón\b|\bcânion\b|каньон|سنست|日落峡谷/iu,
    false,
    [
      'Sunset Canyon',
      'el Cañón del Ocaso',
      'o Cânion do Crepúsculo',
      'Каньон заката',
      'سنست كانيون',
      '日落峡谷',
    ],
    ['in Sunset Canyon', 'en el Cañón', 'no Cânion', 'в Каньоне', 'في سنست كانيون', '日落峡谷'],
  ),
];

export const TONE_LINES: Record<Tone, ToneLines> = {
  motivational: {
    openings: [
      line(
        ['orders'],
        [
          'Governors, here is how we play together!',
          '¡Gobernadores, así jugamos juntos!',
          'Governadores, é assim que jogamos juntos!',
          'Губернаторы, вот как мы играем вместе!',
          'أيها الحكام، هكذا نلعب معا!',
          '总督们，这是我们一起的玩法！',
        ],
        { needs: ['rules'], avoids: ['faq', 'newcomers'] },
      ),
      line(
        ['orders'],
        [
          'A strong alliance starts with clear rules, governors!',
          '¡Una alianza fuerte empieza con reglas claras, gobernadores!',
          'Uma aliança forte começa com regras claras, governadores!',
          'Сильный альянс начинается с понятных правил, губернаторы!',
          'التحالف القوي يبدأ بقواعد واضحة أيها الحكام!',
          '总督们，强大的联盟从清晰的规则开始！',
        ],
        { needs: ['rules'], avoids: ['faq', 'newcomers'] },
      ),
      line(
        ['orders', 'notice'],
        [
          "Governors, let's make this an alliance we're proud of!",
          '¡Gobernadores, hagamos una alianza de la que estar orgullosos!',
          'Governadores, vamos fazer desta aliança motivo de orgulho!',
          'Губернаторы, сделаем альянс, которым можно гордиться!',
          'أيها الحكام، لنجعل تحالفنا مصدر فخر!',
          '总督们，一起打造让我们骄傲的联盟！',
        ],
        { avoids: ['warning', 'cap', 'faq', 'leadership', 'newcomers'] },
      ),
      line(
        ['orders', 'notice'],
        [
          'Governors, a few things that keep us strong!',
          '¡Gobernadores, unas cosas que nos mantienen fuertes!',
          'Governadores, algumas coisas que nos mantêm fortes!',
          'Губернаторы, несколько вещей, которые делают нас сильнее!',
          'أيها الحكام، أمور تبقينا أقوياء!',
          '总督们，这些让我们保持强大！',
        ],
        { avoids: ['warning', 'faq', 'leadership', 'newcomers'] },
      ),
      line(
        CALLS,
        [
          'Eyes on {event}, governors!',
          '¡Gobernadores, todos atentos a {event}!',
          'Governadores, todos de olho {at}!',
          'Губернаторы, всё внимание на {event}!',
          'كل الأنظار على {event} أيها الحكام!',
          '总督们，{event}就看大家的了！',
        ],
        { needs: ['event'], avoids: NO_CHEER },
      ),
      line(
        CALLS,
        [
          'Time to step up, governors!',
          '¡Es hora de dar un paso al frente, gobernadores!',
          'Hora de mostrar serviço, governadores!',
          'Губернаторы, пора проявить себя!',
          'حان وقت العمل أيها الحكام!',
          '总督们，是时候挺身而出了！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        CALLS,
        [
          'Every march counts, governors!',
          '¡Cada marcha cuenta, gobernadores!',
          'Cada marcha conta, governadores!',
          'Каждый марш на счету, губернаторы!',
          'كل مسيرة لها قيمتها أيها الحكام!',
          '总督们，每一支部队都很重要！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        ['orders', 'schedule'],
        [
          "Governors, here is the plan — let's make it happen!",
          '¡Gobernadores, este es el plan: hagámoslo realidad!',
          'Governadores, este é o plano — vamos fazer acontecer!',
          'Губернаторы, вот план — воплотим его вместе!',
          'أيها الحكام، هذه هي الخطة، فلننفذها معا!',
          '总督们，计划如下，一起把它落实！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        ['orders', 'reminder', 'notice'],
        [
          'Governors, this one is on all of us!',
          '¡Gobernadores, esto depende de todos nosotros!',
          'Governadores, isso depende de todos nós!',
          'Губернаторы, всё зависит от каждого из нас!',
          'أيها الحكام، هذا يعتمد علينا جميعا!',
          '总督们，这件事靠我们每一个人！',
        ],
        { avoids: ['warning', 'faq', 'leadership', 'newcomers'] },
      ),
      line(
        ['reminder', 'notice'],
        [
          'Governors, read this one through!',
          '¡Gobernadores, lean esto hasta el final!',
          'Governadores, leiam isto até o fim!',
          'Губернаторы, дочитайте до конца!',
          'أيها الحكام، اقرؤوا هذا حتى النهاية!',
          '总督们，请把这条看完！',
        ],
        { avoids: ['faq', 'leadership'] },
      ),
      line(
        ['reminder', 'notice'],
        [
          'A quick word, governors — it matters!',
          '¡Un momento, gobernadores: esto importa!',
          'Um minuto, governadores: isso importa!',
          'Губернаторы, минутку внимания — это важно!',
          'أيها الحكام، لحظة من وقتكم، فهذا مهم!',
          '总督们，占用大家一分钟，这很重要！',
        ],
        { avoids: ['faq', 'leadership'] },
      ),
      line(
        CALLS,
        [
          'A new chapter begins, governors!',
          '¡Empieza un nuevo capítulo, gobernadores!',
          'Começa um novo capítulo, governadores!',
          'Губернаторы, начинается новая глава!',
          'أيها الحكام، تبدأ صفحة جديدة!',
          '总督们，新的篇章开始了！',
        ],
        { needs: ['leadership'] },
      ),
      line(
        ['thanks'],
        [
          'What a performance, governors!',
          '¡Qué actuación, gobernadores!',
          'Que desempenho, governadores!',
          'Отличная работа, губернаторы!',
          'يا له من أداء أيها الحكام!',
          '总督们，表现太棒了！',
        ],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'You did it, governors!',
          '¡Lo lograron, gobernadores!',
          'Vocês conseguiram, governadores!',
          'Губернаторы, вы сделали это!',
          'لقد فعلتموها أيها الحكام!',
          '总督们，你们做到了！',
        ],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'Governors, you made us proud!',
          '¡Gobernadores, nos llenan de orgullo!',
          'Governadores, vocês nos deixaram orgulhosos!',
          'Губернаторы, вы нас порадовали!',
          'أيها الحكام، لقد جعلتمونا فخورين!',
          '总督们，你们让我们骄傲！',
        ],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'What a fight, governors!',
          '¡Qué batalla, gobernadores!',
          'Que batalha, governadores!',
          'Вот это был бой, губернаторы!',
          'يا لها من معركة أيها الحكام!',
          '总督们，打得漂亮！',
        ],
        { needs: ['achievement', 'battle'] },
      ),
      line(
        ['thanks'],
        [
          'Hats off, governors!',
          '¡Chapó, gobernadores!',
          'Tiramos o chapéu, governadores!',
          'Снимаем шляпу, губернаторы!',
          'نرفع لكم القبعة أيها الحكام!',
          '总督们，向你们致敬！',
        ],
      ),
      line(
        ['thanks'],
        [
          'Governors, this one is for you!',
          '¡Gobernadores, esto va por ustedes!',
          'Governadores, essa é para vocês!',
          'Губернаторы, это для вас!',
          'أيها الحكام، هذه لكم!',
          '总督们，这条消息献给你们！',
        ],
      ),
      line(
        ['thanks'],
        [
          'Governors, you are what makes this alliance!',
          '¡Gobernadores, ustedes son esta alianza!',
          'Governadores, vocês são esta aliança!',
          'Губернаторы, альянс — это вы!',
          'أيها الحكام، أنتم روح هذا التحالف!',
          '总督们，联盟因你们而强大！',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Looking for an alliance that fights together?',
          '¿Buscas una alianza que luche unida?',
          'Procurando uma aliança que luta unida?',
          'Ищете альянс, который сражается вместе?',
          'هل تبحث عن تحالف يقاتل يدا واحدة؟',
          '在寻找一个并肩作战的联盟吗？',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['recruitment'],
        [
          'Want to fight beside the best?',
          '¿Quieres luchar junto a los mejores?',
          'Quer lutar ao lado dos melhores?',
          'Хотите сражаться рядом с лучшими?',
          'هل تريد القتال بجانب الأفضل؟',
          '想和最强的人并肩作战吗？',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['recruitment'],
        [
          'Your next alliance is calling!',
          '¡Tu próxima alianza te llama!',
          'Sua próxima aliança está chamando!',
          'Ваш новый альянс зовёт!',
          'تحالفك القادم يناديك!',
          '你的新联盟在召唤你！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Ready for a real home in this kingdom?',
          '¿Listo para un verdadero hogar en este reino?',
          'Pronto para um lar de verdade neste reino?',
          'Готовы найти настоящий дом в этом королевстве?',
          'هل أنت مستعد لبيت حقيقي في هذه المملكة؟',
          '准备好在这个王国找到真正的家了吗？',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Governors, we have a place for you!',
          '¡Gobernadores, tenemos un lugar para ustedes!',
          'Governadores, temos um lugar para vocês!',
          'Губернаторы, у нас есть место для вас!',
          'أيها الحكام، لدينا مكان لكم!',
          '总督们，这里有你们的一席之地！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Looking for your next home, governor?',
          '¿Buscas tu próximo hogar, gobernador?',
          'Procurando seu próximo lar, governador?',
          'Ищете новый дом, губернатор?',
          'هل تبحث عن بيتك القادم أيها الحاكم؟',
          '总督，在找新家吗？',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Strong alliances are built by people like you!',
          '¡Las alianzas fuertes se construyen con gente como tú!',
          'Alianças fortes são feitas de gente como você!',
          'Сильные альянсы строятся из таких, как вы!',
          'التحالفات القوية تبنى بأشخاص مثلك!',
          '强大的联盟，由你这样的人组成！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['diplomacy'],
        [
          'Governors, news on {tag}!',
          '¡Gobernadores, novedades sobre {tag}!',
          'Governadores, novidades sobre {tag}!',
          'Губернаторы, новости по {tag}!',
          'أيها الحكام، مستجدات بشأن {tag}!',
          '总督们，关于{tag}的最新消息！',
        ],
        { needs: ['tag'], avoids: ['warning'] },
      ),
      line(
        ['diplomacy'],
        [
          'Peace makes us all stronger, governors!',
          '¡La paz nos hace más fuertes a todos, gobernadores!',
          'A paz deixa todos nós mais fortes, governadores!',
          'Мир делает нас всех сильнее, губернаторы!',
          'السلام يجعلنا جميعا أقوى أيها الحكام!',
          '总督们，和平让我们都更强大！',
        ],
        { avoids: ['warning'] },
      ),
      line(
        ['diplomacy'],
        [
          'Governors, here is how we keep the peace!',
          '¡Gobernadores, así mantenemos la paz!',
          'Governadores, é assim que mantemos a paz!',
          'Губернаторы, вот как мы сохраним мир!',
          'أيها الحكام، هكذا نحافظ على السلام!',
          '总督们，这样我们才能守住和平！',
        ],
        { avoids: ['warning'] },
      ),
    ],
    closings: [
      line(
        ['schedule'],
        [
          'Mark your calendars, governors!',
          '¡Marquen sus calendarios, gobernadores!',
          'Marquem no calendário, governadores!',
          'Отметьте в календаре, губернаторы!',
          'سجلوا المواعيد أيها الحكام!',
          '总督们，记好时间！',
        ],
        { avoids: ['faq'] },
      ),
      line(
        ['schedule', 'reminder'],
        [
          'Plan ahead and we all win!',
          '¡Planifiquemos y ganamos todos!',
          'Vamos nos planejar e todos ganham!',
          'Спланируем заранее — и выиграют все!',
          'لنخطط مسبقا ويفوز الجميع!',
          '提前安排，大家都赢！',
        ],
        { avoids: ['faq', 'warning'] },
      ),
      line(
        MEMBERS,
        [
          'See you {at} at {time}!',
          '¡Nos vemos {at} a las {time}!',
          'Nos vemos {at} às {time}!',
          'Увидимся {at} в {time}!',
          'نراكم {at} الساعة {time}!',
          '{time}，{at}见！',
        ],
        { needs: ['event', 'time', 'battle'], avoids: ['warning', 'faq'] },
      ),
      line(
        MEMBERS,
        [
          '{time}: all together {at}!',
          '{time}: ¡todos juntos {at}!',
          '{time}: todos juntos {at}!',
          '{time}: все вместе {at}!',
          '{time}: جميعا {at}!',
          '{time}，大家{at}集合！',
        ],
        { needs: ['event', 'time', 'battle'], avoids: ['warning', 'faq'] },
      ),
      line(
        MEMBERS,
        [
          "Meet you {at} at {time} — let's win this!",
          '¡Nos encontramos {at} a las {time}: a ganar!',
          'Encontro {at} às {time} — vamos vencer!',
          'Встречаемся {at} в {time} — за победой!',
          'نلتقي {at} الساعة {time}، لننتصر!',
          '{time}{at}会合，拿下胜利！',
        ],
        { needs: ['event', 'time', 'battle'], avoids: ['warning', 'faq', 'cap'] },
      ),
      line(
        MEMBERS,
        [
          'See you {at}, governors!',
          '¡Nos vemos {at}, gobernadores!',
          'Nos vemos {at}, governadores!',
          'Увидимся {at}, губернаторы!',
          'نراكم {at} أيها الحكام!',
          '总督们，{at}见！',
        ],
        { needs: ['event', 'battle'], avoids: ['warning', 'faq', 'cap'] },
      ),
      line(
        CALLS,
        [
          'Good luck {at}, governors!',
          '¡Suerte {at}, gobernadores!',
          'Boa sorte {at}, governadores!',
          'Удачи {at}, губернаторы!',
          'بالتوفيق {at} أيها الحكام!',
          '{event}，祝大家好运！',
        ],
        { needs: ['event'], avoids: ['warning', 'faq'] },
      ),
      line(
        CALLS,
        [
          "Let's give it everything!",
          '¡A darlo todo!',
          'Vamos dar o nosso melhor!',
          'Выложимся на полную!',
          'لنقدم أفضل ما لدينا!',
          '全力以赴！',
        ],
        { avoids: NO_CHEER },
      ),
      line(
        MEMBERS,
        [
          "We've got this!",
          '¡Podemos con esto!',
          'A gente consegue!',
          'У нас всё получится!',
          'نستطيع فعلها!',
          '我们一定行！',
        ],
        { avoids: NO_CHEER },
      ),
      line(
        ['alert'],
        [
          'Together we hold!',
          '¡Juntos resistimos!',
          'Juntos, resistimos!',
          'Вместе выстоим!',
          'معا سنصمد!',
          '团结一心，守住阵地！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        [...MEMBERS],
        [
          'Stay sharp and look out for each other!',
          '¡Atentos, y cuídense entre todos!',
          'Fiquem atentos e cuidem uns dos outros!',
          'Будьте начеку и берегите друг друга!',
          'ابقوا متيقظين واعتنوا ببعضكم!',
          '提高警惕，互相照应！',
        ],
        { needs: ['warning'] },
      ),
      line(
        ['alert'],
        [
          'Hold the line, governors!',
          '¡Aguanten la línea, gobernadores!',
          'Segurem a linha, governadores!',
          'Держим строй, губернаторы!',
          'اثبتوا أيها الحكام!',
          '总督们，顶住！',
        ],
        { avoids: ['warning'] },
      ),
      line(
        CALLS,
        [
          'Thanks for being part of this team!',
          '¡Gracias por ser parte de este equipo!',
          'Obrigado por fazer parte desta equipe!',
          'Спасибо, что вы с нами!',
          'شكرا لأنكم جزء من هذا الفريق!',
          '感谢每一位队友！',
        ],
        { avoids: ['warning', 'newcomers'] },
      ),
      line(
        ['orders', 'notice', 'reminder'],
        [
          "Let's keep the alliance strong, governors!",
          '¡Mantengamos fuerte la alianza, gobernadores!',
          'Vamos manter a aliança forte, governadores!',
          'Сохраним альянс сильным, губернаторы!',
          'لنحافظ على قوة التحالف أيها الحكام!',
          '总督们，一起让联盟更强！',
        ],
        { avoids: ['warning', 'newcomers', 'faq'] },
      ),
      line(
        ['orders', 'schedule'],
        [
          "One team, one plan — let's win this!",
          '¡Un equipo, un plan: a ganar!',
          'Um time, um plano — vamos vencer!',
          'Одна команда, один план — вперёд к победе!',
          'فريق واحد وخطة واحدة، لننتصر!',
          '一个团队，一个计划，拿下胜利！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        ['reminder', 'notice', 'schedule'],
        [
          'Every one of you makes the difference!',
          '¡Cada uno de ustedes marca la diferencia!',
          'Cada um de vocês faz a diferença!',
          'Каждый из вас важен!',
          'كل واحد منكم يصنع الفرق!',
          '每个人都很重要！',
        ],
        { avoids: ['warning', 'faq', 'cap'] },
      ),
      line(
        CALLS,
        [
          "Let's stand behind our new leaders together!",
          '¡Apoyemos juntos a nuestros nuevos líderes!',
          'Vamos apoiar juntos a nova liderança!',
          'Поддержим новое руководство вместе!',
          'لندعم قيادتنا الجديدة معا!',
          '大家一起支持新的领导层！',
        ],
        { needs: ['leadership'] },
      ),
      line(
        CALLS,
        [
          "Ask away, governors — we're here to help!",
          '¡Pregunten sin miedo, gobernadores: estamos para ayudar!',
          'Perguntem à vontade, governadores: estamos aqui para ajudar!',
          'Спрашивайте, губернаторы, — мы всегда поможем!',
          'اسألوا بلا تردد أيها الحكام، نحن هنا للمساعدة!',
          '总督们，有问题尽管问，我们随时帮忙！',
        ],
        { needs: ['faq'] },
      ),
      line(
        CALLS,
        [
          'Stick to the plan and everyone wins!',
          '¡Respetemos el plan y ganamos todos!',
          'Seguindo o plano, todos ganham!',
          'Держимся плана — и выигрывают все!',
          'لنلتزم بالخطة ويفوز الجميع!',
          '按计划来，大家都有收获！',
        ],
        { needs: ['cap'] },
      ),
      line(
        CALLS,
        [
          "Let's go, governors!",
          '¡Vamos, gobernadores!',
          'Vamos lá, governadores!',
          'Вперёд, губернаторы!',
          'هيا أيها الحكام!',
          '总督们，冲啊！',
        ],
        { needs: ['battle'], avoids: NO_CHEER },
      ),
      line(
        ['thanks'],
        [
          'Proud of every one of you!',
          '¡Orgullosos de cada uno de ustedes!',
          'Orgulhosos de cada um de vocês!',
          'Гордимся каждым из вас!',
          'نفخر بكل واحد منكم!',
          '为你们每一个人骄傲！',
        ],
      ),
      line(
        ['thanks'],
        [
          'On to the next win!',
          '¡A por la próxima victoria!',
          'Rumo à próxima vitória!',
          'Вперёд, к следующей победе!',
          'إلى النصر القادم!',
          '向下一场胜利前进！',
        ],
        { needs: ['achievement', 'battle'] },
      ),
      line(
        ['thanks'],
        [
          'Keep it up, governors!',
          '¡Sigan así, gobernadores!',
          'Continuem assim, governadores!',
          'Так держать, губернаторы!',
          'واصلوا هكذا أيها الحكام!',
          '总督们，继续保持！',
        ],
      ),
      line(
        ['thanks'],
        [
          'This is what we do together!',
          '¡Esto es lo que logramos juntos!',
          'É isso que conquistamos juntos!',
          'Вот что мы можем вместе!',
          'هذا ما نحققه معا!',
          '这就是我们齐心协力的成果！',
        ],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'More wins to come!',
          '¡Vendrán más victorias!',
          'Mais vitórias virão!',
          'Впереди новые победы!',
          'المزيد من الانتصارات قادم!',
          '更多胜利即将到来！',
        ],
        { needs: ['achievement', 'battle'] },
      ),
      line(
        ['thanks'],
        [
          'Every bit of help makes us stronger!',
          '¡Cada ayuda nos hace más fuertes!',
          'Cada ajuda nos deixa mais fortes!',
          'Каждый вклад делает нас сильнее!',
          'كل مساعدة تجعلنا أقوى!',
          '每一份付出都让我们更强！',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Come grow with us!',
          '¡Ven a crecer con nosotros!',
          'Venha crescer com a gente!',
          'Расти вместе с нами!',
          'تعال وانمُ معنا!',
          '来和我们一起成长！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Your place is here!',
          '¡Tu lugar está aquí!',
          'O seu lugar é aqui!',
          'Ваше место здесь!',
          'مكانك هنا!',
          '你的位置就在这里！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'A seat at our table is waiting for you!',
          '¡Un lugar en nuestra mesa te espera!',
          'Um lugar na nossa mesa espera por você!',
          'Место за нашим столом ждёт вас!',
          'مقعد على طاولتنا بانتظارك!',
          '我们为你留好了位置！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Grow stronger with us!',
          '¡Hazte más fuerte con nosotros!',
          'Fique mais forte com a gente!',
          'Становитесь сильнее вместе с нами!',
          'كن أقوى معنا!',
          '和我们一起变强！',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Join us and fight together!',
          '¡Únete y luchemos juntos!',
          'Junte-se a nós e lutemos juntos!',
          'Присоединяйтесь и сражайтесь вместе с нами!',
          'انضم إلينا ولنقاتل معا!',
          '加入我们，并肩作战！',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['diplomacy'],
        [
          'We look forward to working together.',
          'Esperamos trabajar juntos.',
          'Contamos com vocês para trabalharmos juntos.',
          'Будем рады работать вместе.',
          'نتطلع إلى العمل معا.',
          '期待与你们携手合作。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          "Let's keep our word, governors!",
          '¡Cumplamos nuestra palabra, gobernadores!',
          'Vamos honrar nossa palavra, governadores!',
          'Сдержим своё слово, губернаторы!',
          'لنلتزم بكلمتنا أيها الحكام!',
          '总督们，说到做到！',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Respect earns respect!',
          '¡El respeto se gana con respeto!',
          'Respeito gera respeito!',
          'Уважение рождает уважение!',
          'الاحترام يولد الاحترام!',
          '尊重换来尊重！',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'A strong kingdom is a united one!',
          '¡Un reino fuerte es un reino unido!',
          'Um reino forte é um reino unido!',
          'Сильное королевство — единое королевство!',
          'المملكة القوية مملكة متحدة!',
          '团结的王国才是强大的王国！',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Come grow with {tag}!',
          '¡Ven a crecer con {tag}!',
          'Venha crescer com a {tag}!',
          'Растите вместе с {tag}!',
          'تعال وانمُ مع {tag}!',
          '加入{tag}，一起成长！',
        ],
        { needs: ['tag'], avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          '{tag} is waiting for you!',
          '¡{tag} te espera!',
          'A {tag} espera por você!',
          '{tag} ждёт вас!',
          '{tag} بانتظارك!',
          '{tag}等你来！',
        ],
        { needs: ['tag'], avoids: ['leadership'] },
      ),
      line(
        ['diplomacy'],
        [
          'Here is to peace with {tag}!',
          '¡Por la paz con {tag}!',
          'Pela paz com {tag}!',
          'За мир с {tag}!',
          'نخب السلام مع {tag}!',
          '为与{tag}的和平干杯！',
        ],
        { needs: ['tag'], avoids: ['battle'] },
      ),
      line(
        ['diplomacy'],
        [
          "Let's keep our word to {tag}, governors!",
          '¡Cumplamos nuestra palabra con {tag}, gobernadores!',
          'Vamos honrar nossa palavra com {tag}, governadores!',
          'Сдержим слово перед {tag}, губернаторы!',
          'لنلتزم بكلمتنا مع {tag} أيها الحكام!',
          '总督们，对{tag}说到做到！',
        ],
        { needs: ['tag'] },
      ),
      line(
        ['alert'],
        [
          'Hold the line against {tag}, governors!',
          '¡Aguanten contra {tag}, gobernadores!',
          'Segurem firme contra {tag}, governadores!',
          'Держим строй против {tag}, губернаторы!',
          'اثبتوا أمام {tag} أيها الحكام!',
          '总督们，顶住{tag}！',
        ],
        { needs: ['tag', 'battle'], avoids: ['warning'] },
      ),
      line(
        ['diplomacy'],
        [
          'Here is to peace and growth!',
          '¡Por la paz y el crecimiento!',
          'Pela paz e pelo crescimento!',
          'За мир и процветание!',
          'نخب السلام والازدهار!',
          '为和平与发展干杯！',
        ],
      ),
    ],
  },
  intense: {
    // The orders come first: an intense mail opens with none of its own.
    openings: [],
    closings: [
      line(
        ['schedule'],
        [
          'Dates are set.',
          'Las fechas están fijadas.',
          'As datas estão definidas.',
          'Даты утверждены.',
          'المواعيد محددة.',
          '日期已定。',
        ],
        { avoids: ['faq'] },
      ),
      line(
        ['reminder'],
        [
          'No more reminders after this one.',
          'No habrá más recordatorios.',
          'Não haverá outro lembrete.',
          'Больше напоминать не будем.',
          'لن يكون هناك تذكير آخر.',
          '不再另行提醒。',
        ],
        { avoids: ['warning', 'faq'] },
      ),
      line(
        MEMBERS,
        [
          '{Event}, {time}. No delays.',
          '{Event}, {time}. Sin retrasos.',
          '{Event}, {time}. Sem atrasos.',
          '{Event}, {time}. Без опозданий.',
          '{event}، {time}. بلا تأخير.',
          '{event}，{time}，不得迟到。',
        ],
        { needs: ['event', 'time', 'battle'], avoids: ['warning', 'faq'] },
      ),
      line(
        ['orders', 'schedule'],
        [
          'Follow the plan.',
          'Sigan el plan.',
          'Sigam o plano.',
          'Действуем по плану.',
          'التزموا بالخطة.',
          '按计划执行。',
        ],
        { needs: ['battle'], avoids: ['faq', 'leadership'] },
      ),
      line(
        MEMBERS,
        [
          'Stay alert.',
          'Atentos.',
          'Fiquem atentos.',
          'Будьте начеку.',
          'ابقوا متيقظين.',
          '保持警惕。',
        ],
        { needs: ['warning'] },
      ),
      line(
        ['alert'],
        [
          'Hold the line.',
          'Mantengan la línea.',
          'Segurem a linha.',
          'Держим строй.',
          'اثبتوا في مواقعكم.',
          '守住阵地。',
        ],
        { avoids: ['warning'] },
      ),
      line(
        ['alert'],
        [
          'Move now.',
          'Muévanse ya.',
          'Mexam-se já.',
          'Действуйте сейчас.',
          'تحركوا الآن.',
          '立即行动。',
        ],
        { needs: ['battle'] },
      ),
      line(
        ['orders'],
        [
          'No exceptions.',
          'Sin excepciones.',
          'Sem exceções.',
          'Без исключений.',
          'بلا استثناءات.',
          '没有例外。',
        ],
        { needs: ['no-exceptions'], avoids: ['relaxed', 'battle', 'faq'] },
      ),
      line(
        ['orders', 'reminder', 'notice'],
        [
          'Do your part.',
          'Cada uno cumpla su parte.',
          'Cada um faça a sua parte.',
          'Каждый делает свою часть.',
          'كل واحد يؤدي دوره.',
          '各尽其责。',
        ],
        { avoids: ['faq', 'leadership', 'warning'] },
      ),
      line(
        ['orders', 'schedule'],
        [
          'Discipline wins wars.',
          'La disciplina gana guerras.',
          'Disciplina vence guerras.',
          'Дисциплина выигрывает войны.',
          'الانضباط يكسب الحروب.',
          '纪律赢得战争。',
        ],
        { needs: ['battle'], avoids: ['warning', 'faq', 'cap'] },
      ),
      line(
        ['schedule', 'reminder'],
        [
          'Be ready.',
          'Estén listos.',
          'Estejam prontos.',
          'Будьте готовы.',
          'كونوا مستعدين.',
          '做好准备。',
        ],
        { avoids: ['warning', 'faq'] },
      ),
      line(
        MEMBERS,
        [
          '{Event}. Be there.',
          '{Event}. Estén ahí.',
          '{Event}. Estejam lá.',
          '{Event}. Будьте там.',
          '{event}. كونوا هناك.',
          '{event}，准时到场。',
        ],
        { needs: ['event', 'battle'], avoids: ['warning', 'faq', 'cap'] },
      ),
      line(
        ['orders', 'reminder', 'notice', 'schedule'],
        [
          'No excuses.',
          'Sin excusas.',
          'Sem desculpas.',
          'Без отговорок.',
          'بلا أعذار.',
          '没有借口。',
        ],
        { needs: ['rules', 'no-exceptions'], avoids: ['relaxed', 'faq', 'leadership', 'warning'] },
      ),
      line(
        ['orders', 'notice'],
        [
          'Rules are rules.',
          'Las reglas son las reglas.',
          'Regra é regra.',
          'Правила есть правила.',
          'القوانين هي القوانين.',
          '规矩就是规矩。',
        ],
        { needs: ['rules', 'no-exceptions'], avoids: ['relaxed', 'faq', 'leadership', 'battle'] },
      ),
      line(
        ['reminder', 'notice'],
        ['Get it done.', 'Háganlo.', 'Façam.', 'Выполняйте.', 'نفذوا.', '马上办。'],
        { avoids: ['cap', 'faq', 'warning', 'leadership'] },
      ),
      line(
        ['orders', 'reminder', 'notice', 'schedule'],
        [
          'Stay on it.',
          'No se duerman.',
          'Fiquem ligados.',
          'Не расслабляемся.',
          'لا تتهاونوا.',
          '别掉链子。',
        ],
        { avoids: ['faq', 'leadership'] },
      ),
      line(
        ['orders', 'reminder', 'notice', 'schedule'],
        [
          'Every governor counts.',
          'Cada gobernador cuenta.',
          'Cada governador conta.',
          'Каждый губернатор на счету.',
          'كل حاكم مهم.',
          '每位总督都不可或缺。',
        ],
        { avoids: ['faq', 'warning', 'cap', 'newcomers'] },
      ),
      line(
        ['schedule', 'orders'],
        [
          'On time, every time.',
          'A tiempo, siempre.',
          'No horário, sempre.',
          'Вовремя, всегда.',
          'في الموعد، دائما.',
          '准时，每一次。',
        ],
        { needs: ['battle'], avoids: ['faq', 'warning'] },
      ),
      line(
        ['alert'],
        [
          'All hands.',
          'Todos a sus puestos.',
          'Todos a postos.',
          'Все по местам.',
          'الجميع إلى مواقعهم.',
          '全员就位。',
        ],
        { needs: ['battle'] },
      ),
      line(
        ['alert'],
        [
          'No hesitation.',
          'Sin dudar.',
          'Sem hesitar.',
          'Без колебаний.',
          'بلا تردد.',
          '不要犹豫。',
        ],
        { avoids: ['warning'] },
      ),
      line(
        ['alert', 'notice', 'reminder'],
        [
          'Eyes open.',
          'Ojos abiertos.',
          'Olhos abertos.',
          'Смотрите в оба.',
          'افتحوا أعينكم.',
          '擦亮眼睛。',
        ],
        { needs: ['warning'] },
      ),
      line(
        ['thanks'],
        [
          'Noted by all of us.',
          'Todos lo hemos visto.',
          'Todos nós vimos.',
          'Мы все это видели.',
          'رأينا ذلك جميعا.',
          '大家都看到了。',
        ],
      ),
      line(
        ['thanks'],
        [
          'Next one, same standard.',
          'La próxima, el mismo nivel.',
          'Na próxima, o mesmo nível.',
          'В следующий раз — так же.',
          'المرة القادمة بنفس المستوى.',
          '下次保持这个水准。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Break it and answer for it.',
          'Quien lo rompa responderá.',
          'Quem quebrar vai responder.',
          'Нарушишь — ответишь.',
          'من يخالف يتحمل العواقب.',
          '违约者后果自负。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Our word holds.',
          'Nuestra palabra vale.',
          'Nossa palavra vale.',
          'Наше слово твёрдое.',
          'كلمتنا ثابتة.',
          '我们说话算话。',
        ],
      ),
      line(
        ['schedule', 'reminder'],
        [
          'Plan ahead.',
          'Planifiquen.',
          'Planejem-se.',
          'Планируйте заранее.',
          'خططوا مسبقا.',
          '提前安排好。',
        ],
        { avoids: ['faq', 'warning'] },
      ),
      line(
        ['schedule'],
        [
          'Know your slot.',
          'Conozcan su turno.',
          'Saibam seu horário.',
          'Знайте своё время.',
          'اعرفوا موعدكم.',
          '记住自己的时间。',
        ],
        { avoids: ['faq'] },
      ),
      line(
        ['schedule', 'reminder'],
        [
          'Mark the dates.',
          'Anoten las fechas.',
          'Anotem as datas.',
          'Запомните даты.',
          'سجلوا المواعيد.',
          '记好日期。',
        ],
        { avoids: ['faq', 'warning'] },
      ),
      line(
        ['orders', 'notice'],
        [
          'Read it. Follow it.',
          'Léanlo. Cúmplanlo.',
          'Leiam. Cumpram.',
          'Прочитать и выполнить.',
          'اقرأوا والتزموا.',
          '看清楚，照做。',
        ],
        { needs: ['rules'], avoids: ['faq', 'leadership', 'relaxed', 'battle'] },
      ),
      line(
        CALLS,
        [
          'Read the answers before you ask.',
          'Lean las respuestas antes de preguntar.',
          'Leiam as respostas antes de perguntar.',
          'Сначала читайте ответы, потом спрашивайте.',
          'اقرأوا الأجوبة قبل السؤال.',
          '提问前先看答案。',
        ],
        { needs: ['faq'] },
      ),
      line(
        CALLS,
        [
          'The decision is final.',
          'La decisión es definitiva.',
          'A decisão é definitiva.',
          'Решение окончательное.',
          'القرار نهائي.',
          '此决定为最终决定。',
        ],
        { needs: ['leadership'] },
      ),
      line(
        CALLS,
        [
          'Respect the cap.',
          'Respeten el límite.',
          'Respeitem o limite.',
          'Соблюдайте лимит.',
          'التزموا بالحد.',
          '不得超过上限。',
        ],
        { needs: ['cap'] },
      ),
      line(
        ['thanks'],
        ['Well earned.', 'Bien merecido.', 'Merecido.', 'Заслуженно.', 'عن جدارة.', '实至名归。'],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'Well fought.',
          'Bien luchado.',
          'Bem lutado.',
          'Достойный бой.',
          'قتال مشرف.',
          '打得好。',
        ],
        { needs: ['achievement', 'battle'] },
      ),
      line(
        ['thanks'],
        [
          "That's how it's done.",
          'Así se hace.',
          'É assim que se faz.',
          'Вот как это делается.',
          'هكذا يكون العمل.',
          '就该这么干。',
        ],
        { needs: ['achievement'] },
      ),
      line(
        ['thanks'],
        [
          'Your effort is noted.',
          'Su esfuerzo no pasa desapercibido.',
          'O esforço de vocês foi notado.',
          'Ваш вклад замечен.',
          'جهودكم محل تقدير.',
          '大家的付出，我们都看在眼里。',
        ],
      ),
      line(
        ['thanks'],
        ['Keep it up.', 'Sigan así.', 'Continuem assim.', 'Так держать.', 'واصلوا.', '继续保持。'],
      ),
      line(
        ['thanks'],
        [
          'Stay hungry.',
          'Sigan con hambre.',
          'Continuem com fome de vitória.',
          'Не останавливаемся.',
          'ابقوا متعطشين للنصر.',
          '保持斗志。',
        ],
        { needs: ['battle'] },
      ),
      line(
        ['recruitment'],
        [
          'Serious governors only.',
          'Solo gobernadores serios.',
          'Só governadores sérios.',
          'Только серьёзные губернаторы.',
          'للحكام الجادين فقط.',
          '只要认真的总督。',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['recruitment'],
        [
          'Apply now.',
          'Postúlense ya.',
          'Candidatem-se já.',
          'Подавайте заявку.',
          'قدموا الآن.',
          '立即申请。',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'Earn your place.',
          'Gánense su lugar.',
          'Conquistem seu lugar.',
          'Заслужите своё место.',
          'اكسبوا مكانكم.',
          '用实力赢得位置。',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['recruitment'],
        [
          'Fighters only.',
          'Solo luchadores.',
          'Só lutadores.',
          'Только бойцы.',
          'للمقاتلين فقط.',
          '只要战士。',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['recruitment'],
        [
          'Prove yourself.',
          'Demuestra lo que vales.',
          'Mostre o seu valor.',
          'Докажите, чего вы стоите.',
          'أثبت نفسك.',
          '证明你自己。',
        ],
        { avoids: ['leadership'] },
      ),
      line(
        ['recruitment'],
        [
          'We fight. Do you?',
          'Nosotros luchamos. ¿Y tú?',
          'Nós lutamos. E você?',
          'Мы сражаемся. А вы?',
          'نحن نقاتل. وأنت؟',
          '我们在战斗。你呢？',
        ],
        { avoids: ['leadership', 'relaxed'] },
      ),
      line(
        ['diplomacy'],
        [
          '{tag}: the terms stand.',
          '{tag}: los términos se mantienen.',
          '{tag}: os termos valem.',
          '{tag}: условия в силе.',
          '{tag}: الشروط سارية.',
          '{tag}：条款有效。',
        ],
        { needs: ['tag'] },
      ),
      line(
        ['recruitment'],
        [
          'Apply to {tag} now.',
          'Postúlense a {tag} ya.',
          'Candidatem-se à {tag} já.',
          'Подавайте заявку в {tag}.',
          'قدموا إلى {tag} الآن.',
          '立即申请加入{tag}。',
        ],
        { needs: ['tag'], avoids: ['leadership'] },
      ),
      line(
        ['alert'],
        [
          '{tag} will not pass.',
          '{tag} no pasará.',
          '{tag} não vai passar.',
          '{tag} не пройдёт.',
          '{tag} لن يمر.',
          '{tag}休想得逞。',
        ],
        { needs: ['tag', 'battle'], avoids: ['warning'] },
      ),
      line(
        ['diplomacy'],
        [
          'Respect the terms.',
          'Respeten los términos.',
          'Respeitem os termos.',
          'Соблюдайте условия.',
          'احترموا الشروط.',
          '遵守条款。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'The terms are final.',
          'Los términos son definitivos.',
          'Os termos são definitivos.',
          'Условия окончательные.',
          'الشروط نهائية.',
          '条款为最终决定。',
        ],
      ),
    ],
  },
  neutral: {
    openings: [
      line(
        [...MEMBERS, 'thanks'],
        ['Hi all,', 'Hola a todos,', 'Oi, pessoal,', 'Привет всем!', 'أهلا بالجميع،', '各位好：'],
      ),
      line(
        MEMBERS,
        [
          'A short update for everyone:',
          'Una breve actualización para todos:',
          'Uma breve atualização para todos:',
          'Короткое обновление для всех:',
          'تحديث قصير للجميع:',
          '给大家一个简短的更新：',
        ],
        { avoids: ['faq'] },
      ),
      line(MEMBERS, [
        'Please read this, everyone:',
        'Por favor, lean esto todos:',
        'Por favor, leiam isto, pessoal:',
        'Пожалуйста, прочитайте все:',
        'يرجى من الجميع قراءة هذا:',
        '请大家看一下：',
      ]),
      line(
        ['thanks'],
        [
          'A few words for everyone:',
          'Unas palabras para todos:',
          'Algumas palavras para todos:',
          'Несколько слов для всех:',
          'كلمات قليلة للجميع:',
          '想跟大家说几句：',
        ],
      ),
      line(OUTSIDE, [
        'Greetings, governors,',
        'Saludos, gobernadores:',
        'Saudações, governadores,',
        'Приветствуем, губернаторы!',
        'تحياتنا أيها الحكام،',
        '各位总督，您好：',
      ]),
      line(OUTSIDE, [
        'Hello to all governors reading this,',
        'Hola a todos los gobernadores que leen esto:',
        'Olá a todos os governadores que leem isto,',
        'Привет всем губернаторам, кто это читает!',
        'مرحبا بكل الحكام الذين يقرؤون هذا،',
        '向所有看到这条消息的总督问好：',
      ]),
      {
        kinds: [...MEMBERS, 'thanks'],
        text: {
          en: 'Hello everyone,',
          es: 'Hola a todos:',
          pt: 'Olá a todos,',
          ru: 'Всем привет!',
          ar: 'مرحبا بالجميع،',
          zh: '大家好：',
        },
      },
      {
        kinds: OUTSIDE,
        text: {
          en: 'Hello governors,',
          es: 'Hola, gobernadores:',
          pt: 'Olá, governadores,',
          ru: 'Здравствуйте, губернаторы!',
          ar: 'مرحبا أيها الحكام،',
          zh: '各位总督好：',
        },
      },
    ],
    closings: [
      line(MEMBERS, [
        'Thanks for reading.',
        'Gracias por leer.',
        'Obrigado pela leitura.',
        'Спасибо, что прочитали.',
        'شكرا على القراءة.',
        '感谢阅读。',
      ]),
      line(MEMBERS, [
        'Thanks, everyone.',
        'Gracias a todos.',
        'Valeu, pessoal.',
        'Всем спасибо.',
        'شكرا للجميع.',
        '谢谢大家。',
      ]),
      line(
        MEMBERS,
        [
          'Questions are welcome in chat.',
          'Las dudas, en el chat.',
          'Dúvidas no chat.',
          'Вопросы — в чат.',
          'الأسئلة في الشات.',
          '有问题在群里说。',
        ],
        { avoids: ['faq'] },
      ),
      line(MEMBERS, [
        'Thanks for your attention.',
        'Gracias por su atención.',
        'Obrigado pela atenção.',
        'Благодарим за внимание.',
        'شكرا لاهتمامكم.',
        '感谢关注。',
      ]),
      line(
        ['thanks'],
        [
          'Thanks again.',
          'Gracias de nuevo.',
          'Obrigado mais uma vez.',
          'Ещё раз спасибо.',
          'شكرا مرة أخرى.',
          '再次感谢。',
        ],
      ),
      line(
        ['thanks'],
        [
          'Take care, everyone.',
          'Cuídense, todos.',
          'Cuidem-se, pessoal.',
          'Берегите себя.',
          'اعتنوا بأنفسكم.',
          '大家保重。',
        ],
      ),
      line(OUTSIDE, [
        'We look forward to hearing from you.',
        'Esperamos sus noticias.',
        'Aguardamos o seu contato.',
        'Ждём вашего ответа.',
        'ننتظر ردكم.',
        '期待您的回复。',
      ]),
      line(OUTSIDE, [
        'Best regards.',
        'Saludos cordiales.',
        'Atenciosamente.',
        'С наилучшими пожеланиями.',
        'مع أطيب التحيات.',
        '此致问候。',
      ]),
      line(OUTSIDE, [
        'Thank you for your time.',
        'Gracias por su tiempo.',
        'Obrigado pelo seu tempo.',
        'Спасибо за ваше время.',
        'شكرا على وقتكم.',
        '感谢您的时间。',
      ]),
      {
        kinds: MEMBERS,
        text: {
          en: 'Thank you.',
          es: 'Gracias.',
          pt: 'Obrigado.',
          ru: 'Спасибо.',
          ar: 'شكرا لكم.',
          zh: '谢谢。',
        },
      },
      {
        kinds: OUTSIDE,
        text: {
          en: 'Thank you for reading.',
          es: 'Gracias por leer.',
          pt: 'Obrigado pela leitura.',
          ru: 'Спасибо за внимание.',
          ar: 'شكرا على القراءة.',
          zh: '感谢阅读。',
        },
      },
    ],
  },
  humorous: {
    openings: [
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'Attention, please — yes, you too!',
          'Atención, por favor: ¡sí, tú también!',
          'Atenção, por favor — sim, você também!',
          'Внимание — да, вы тоже!',
          'انتباه من فضلكم، نعم أنت أيضا!',
          '请注意——对，说的就是你！',
        ],
        { avoids: ['warning'] },
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'Grab a coffee, governors, this one matters!',
          'Tomen un café, gobernadores, esto importa.',
          'Peguem um café, governadores, isso importa!',
          'Налейте кофе, губернаторы, это важно!',
          'خذوا قهوة أيها الحكام، هذا مهم!',
          '总督们，泡杯咖啡，这个很重要！',
        ],
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'Breaking news from your favourite officers!',
          '¡Última hora de sus oficiales favoritos!',
          'Notícia urgente dos seus oficiais favoritos!',
          'Срочные новости от ваших любимых офицеров!',
          'أخبار عاجلة من ضباطكم المفضلين!',
          '来自你们最爱的军官的最新消息！',
        ],
      ),
      line(
        ['thanks'],
        [
          'Roll the drums, governors!',
          '¡Redoble de tambores, gobernadores!',
          'Rufem os tambores, governadores!',
          'Барабанная дробь, губернаторы!',
          'قرع الطبول أيها الحكام!',
          '总督们，来点鼓声！',
        ],
      ),
      line(
        ['thanks'],
        [
          'Someone cue the applause!',
          '¡Que suenen los aplausos!',
          'Soltem os aplausos!',
          'Аплодисменты, пожалуйста!',
          'صفقوا من فضلكم!',
          '掌声在哪里！',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Psst, governor, yes, you!',
          'Psst, gobernador, ¡sí, tú!',
          'Psiu, governador, sim, você!',
          'Пст, губернатор, да, вы!',
          'بسس، أيها الحاكم، نعم أنت!',
          '嘘，总督，对，就是你！',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Tired of lonely marches?',
          '¿Cansado de marchar solo?',
          'Cansado de marchar sozinho?',
          'Устали ходить в одиночку?',
          'هل تعبت من المسير وحدك؟',
          '一个人行军累了吗？',
        ],
      ),
      line(
        ['alert'],
        [
          'Not a drill, governors!',
          '¡No es un simulacro, gobernadores!',
          'Não é simulação, governadores!',
          'Это не учения, губернаторы!',
          'هذا ليس تدريبا أيها الحكام!',
          '总督们，这不是演习！',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Good news: fewer fights, more naps!',
          'Buenas noticias: menos peleas, más siestas.',
          'Boa notícia: menos brigas, mais sonecas!',
          'Хорошие новости: меньше драк, больше сна!',
          'أخبار سارة: معارك أقل وقيلولات أكثر!',
          '好消息：少打架，多睡觉！',
        ],
      ),
      {
        kinds: ['orders', 'reminder', 'schedule', 'notice'],
        text: {
          en: 'Gather round, governors!',
          es: '¡Acérquense, gobernadores!',
          pt: 'Cheguem mais perto, governadores!',
          ru: 'Собирайтесь, губернаторы!',
          ar: 'تجمعوا أيها الحكام!',
          zh: '总督们，都过来听好！',
        },
      },
      {
        kinds: ['alert'],
        text: {
          en: 'Put the snacks down, governors!',
          es: '¡Suelten los bocadillos, gobernadores!',
          pt: 'Larguem os lanches, governadores!',
          ru: 'Отложите печеньки, губернаторы!',
          ar: 'اتركوا الوجبات الخفيفة أيها الحكام!',
          zh: '总督们，先放下零食！',
        },
      },
    ],
    closings: [
      line(
        ['diplomacy'],
        [
          'Hugs, not rallies.',
          'Abrazos, no rallies.',
          'Abraços, não rallies.',
          'Обнимашки вместо ралли.',
          'عناق لا رالي.',
          '只拥抱，不集结。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Our scouts can finally sleep.',
          'Nuestros exploradores por fin pueden dormir.',
          'Nossos batedores finalmente podem dormir.',
          'Наши разведчики наконец выспятся.',
          'كشافتنا يستطيعون النوم أخيرا.',
          '我们的斥候终于能睡个好觉了。',
        ],
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'That is all. You may return to your farms.',
          'Eso es todo. Pueden volver a sus granjas.',
          'É isso. Podem voltar para as fazendas.',
          'На этом всё. Можете вернуться к фермам.',
          'هذا كل شيء. يمكنكم العودة إلى مزارعكم.',
          '就这些。大家可以回去种田了。',
        ],
        { avoids: ['warning'] },
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'Read it twice. Your officers will quiz you.',
          'Léanlo dos veces. Habrá examen.',
          'Leiam duas vezes. Vai ter prova.',
          'Прочитайте дважды. Будет проверка.',
          'اقرأوه مرتين. سيكون هناك اختبار.',
          '读两遍，军官会抽查。',
        ],
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'Your officers thank you. Your hospital thanks you more.',
          'Sus oficiales les agradecen. Su hospital, más.',
          'Seus oficiais agradecem. Seu hospital agradece mais.',
          'Офицеры благодарят. Госпиталь — ещё больше.',
          'ضباطكم يشكرونكم، ومستشفاكم يشكركم أكثر.',
          '军官谢谢你，医院更谢谢你。',
        ],
      ),
      line(
        ['orders', 'reminder', 'schedule', 'notice'],
        [
          'No governors were harmed in the writing of this mail.',
          'Ningún gobernador salió herido al escribir este correo.',
          'Nenhum governador se feriu na escrita deste e-mail.',
          'При написании письма ни один губернатор не пострадал.',
          'لم يتأذ أي حاكم أثناء كتابة هذه الرسالة.',
          '写这封邮件时没有总督受伤。',
        ],
      ),
      line(
        ['alert'],
        [
          'Shields are the new black.',
          'Los escudos están de moda.',
          'Escudo é a nova moda.',
          'Щит — это новый чёрный.',
          'الدروع هي الموضة الجديدة.',
          '开盾是今年的流行色。',
        ],
      ),
      line(
        ['alert'],
        [
          'Panic later. Act now.',
          'El pánico, después. Ahora, a actuar.',
          'Pânico depois. Ação agora.',
          'Паниковать потом. Действовать сейчас.',
          'الذعر لاحقا، والعمل الآن.',
          '先行动，再慌张。',
        ],
      ),
      line(
        ['thanks'],
        [
          'Legends, all of you. Mostly.',
          'Leyendas, todos. Casi todos.',
          'Lendas, todos vocês. Quase todos.',
          'Легенды, все до единого. Почти.',
          'أساطير، كلكم. تقريبا.',
          '你们都是传奇。大部分吧。',
        ],
      ),
      line(
        ['thanks'],
        [
          'Snacks are on the R4s.',
          'Los bocadillos los pagan los R4.',
          'Os lanches ficam por conta dos R4.',
          'Печеньки за счёт R4.',
          'الوجبات الخفيفة على حساب R4.',
          '零食R4请客。',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Apply now. Our R4s are friendlier than they look.',
          'Postúlate ya. Nuestros R4 son más simpáticos de lo que parecen.',
          'Candidate-se já. Nossos R4 são mais simpáticos do que parecem.',
          'Подавайте заявку. Наши R4 добрее, чем кажутся.',
          'قدم الآن، فضباطنا ألطف مما يبدون.',
          '快来申请，我们的R4比看起来友善。',
        ],
      ),
      line(
        ['recruitment'],
        [
          'Free hugs with every alliance help.',
          'Abrazos gratis con cada ayuda.',
          'Abraços grátis a cada ajuda.',
          'Обнимашки к каждой помощи бесплатно.',
          'عناق مجاني مع كل مساعدة.',
          '每次帮助都附赠拥抱。',
        ],
      ),
      line(
        ['diplomacy'],
        [
          'Peace: now with fewer burned farms.',
          'Paz: ahora con menos granjas quemadas.',
          'Paz: agora com menos fazendas queimadas.',
          'Мир: теперь с меньшим числом сожжённых ферм.',
          'السلام: الآن مع مزارع محترقة أقل.',
          '和平：农场少烧几座。',
        ],
      ),
      {
        kinds: ['orders', 'reminder', 'schedule', 'notice'],
        text: {
          en: 'Questions? Ask an officer. Complaints? Ask the void.',
          es: '¿Dudas? Pregunten a un oficial. ¿Quejas? Al vacío.',
          pt: 'Dúvidas? Falem com um oficial. Reclamações? Com o vazio.',
          ru: 'Вопросы? К офицеру. Жалобы? В пустоту.',
          ar: 'أسئلة؟ اسألوا ضابطا. شكاوى؟ اسألوا الفراغ.',
          zh: '有问题？找军官。有抱怨？对着虚空说。',
        },
      },
      {
        kinds: ['alert'],
        text: {
          en: 'See you on the battlefield, snacks optional.',
          es: 'Nos vemos en el campo de batalla, bocadillos opcionales.',
          pt: 'Nos vemos no campo de batalha, lanches opcionais.',
          ru: 'Увидимся на поле боя, печеньки по желанию.',
          ar: 'نراكم في ساحة المعركة، والوجبات الخفيفة اختيارية.',
          zh: '战场上见，零食自备。',
        },
      },
      {
        kinds: ['thanks'],
        text: {
          en: 'Now go treat yourselves to a nap.',
          es: 'Ahora vayan a darse una siesta.',
          pt: 'Agora vão tirar uma soneca merecida.',
          ru: 'А теперь заслуженный отдых.',
          ar: 'والآن خذوا قيلولة مستحقة.',
          zh: '现在去好好睡一觉吧。',
        },
      },
      {
        kinds: ['recruitment'],
        text: {
          en: 'We have cookies. Probably.',
          es: 'Tenemos galletas. Probablemente.',
          pt: 'Temos biscoitos. Provavelmente.',
          ru: 'У нас есть печеньки. Наверное.',
          ar: 'لدينا بسكويت. على الأرجح.',
          zh: '我们有饼干。大概吧。',
        },
      },
    ],
  },
  political: {
    openings: [
      line(
        [...MEMBERS, 'thanks'],
        [
          'Members of the alliance,',
          'Miembros de la alianza:',
          'Membros da aliança,',
          'Члены альянса!',
          'أعضاء التحالف،',
          '联盟成员们：',
        ],
      ),
      line(
        MEMBERS,
        [
          'On behalf of the leadership,',
          'En nombre de la dirección:',
          'Em nome da liderança,',
          'От имени руководства.',
          'باسم القيادة،',
          '谨代表管理层：',
        ],
        { avoids: ['faq'] },
      ),
      line(MEMBERS, [
        'The council informs all members:',
        'El consejo informa a todos los miembros:',
        'O conselho informa a todos os membros:',
        'Совет сообщает всем членам альянса:',
        'يحيط المجلس جميع الأعضاء علما:',
        '议会通知全体成员：',
      ]),
      line(
        ['thanks'],
        [
          'The leadership wishes to address all members,',
          'La dirección quiere dirigirse a todos los miembros:',
          'A liderança deseja se dirigir a todos os membros,',
          'Руководство обращается ко всем членам альянса.',
          'تود القيادة مخاطبة جميع الأعضاء،',
          '管理层谨向全体成员致辞：',
        ],
      ),
      line(OUTSIDE, [
        'To the honourable governors of the kingdom,',
        'A los honorables gobernadores del reino:',
        'Aos honrados governadores do reino,',
        'Уважаемым губернаторам королевства.',
        'إلى حكام المملكة الكرام،',
        '致王国尊敬的各位总督：',
      ]),
      line(OUTSIDE, [
        'To whom it may concern,',
        'A quien corresponda:',
        'A quem possa interessar,',
        'Всем, кого это касается.',
        'إلى من يهمه الأمر،',
        '致相关各方：',
      ]),
      {
        kinds: [...MEMBERS, 'thanks'],
        text: {
          en: 'To all members of the alliance,',
          es: 'A todos los miembros de la alianza:',
          pt: 'A todos os membros da aliança,',
          ru: 'Всем членам альянса.',
          ar: 'إلى جميع أعضاء التحالف،',
          zh: '致联盟全体成员：',
        },
      },
      {
        kinds: OUTSIDE,
        text: {
          en: 'To the governors of the kingdom,',
          es: 'A los gobernadores del reino:',
          pt: 'Aos governadores do reino,',
          ru: 'Губернаторам королевства.',
          ar: 'إلى حكام المملكة،',
          zh: '致王国各位总督：',
        },
      },
    ],
    closings: [
      line(MEMBERS, [
        'We thank you for your cooperation.',
        'Agradecemos su cooperación.',
        'Agradecemos a sua cooperação.',
        'Благодарим за сотрудничество.',
        'نشكركم على تعاونكم.',
        '感谢各位的配合。',
      ]),
      line(MEMBERS, [
        'Your leadership remains at your disposal.',
        'La dirección queda a su disposición.',
        'A liderança permanece à disposição.',
        'Руководство остаётся в вашем распоряжении.',
        'القيادة تبقى في خدمتكم.',
        '管理层随时为各位服务。',
      ]),
      line(MEMBERS, [
        'We count on your understanding.',
        'Contamos con su comprensión.',
        'Contamos com a sua compreensão.',
        'Рассчитываем на ваше понимание.',
        'نعول على تفهمكم.',
        '望各位理解。',
      ]),
      line(MEMBERS, [
        'With our regards.',
        'Con nuestros saludos.',
        'Com os nossos cumprimentos.',
        'С нашим почтением.',
        'مع تحياتنا.',
        '顺致问候。',
      ]),
      line(
        ['thanks'],
        [
          'With our sincere appreciation.',
          'Con nuestro sincero reconocimiento.',
          'Com o nosso sincero reconhecimento.',
          'С искренней признательностью.',
          'مع خالص تقديرنا.',
          '谨表诚挚谢意。',
        ],
      ),
      line(
        ['thanks'],
        [
          'The alliance is in your debt.',
          'La alianza está en deuda con ustedes.',
          'A aliança está em dívida com vocês.',
          'Альянс у вас в долгу.',
          'التحالف مدين لكم.',
          '联盟欠各位一份情。',
        ],
      ),
      line(OUTSIDE, [
        'We await your reply.',
        'Quedamos a la espera de su respuesta.',
        'Aguardamos a sua resposta.',
        'Ожидаем вашего ответа.',
        'ننتظر ردكم.',
        '静候回复。',
      ]),
      line(OUTSIDE, [
        'With our highest consideration.',
        'Con nuestra más alta consideración.',
        'Com a nossa mais elevada consideração.',
        'С глубочайшим уважением.',
        'مع فائق الاحترام والتقدير.',
        '顺致崇高敬意。',
      ]),
      {
        kinds: ['thanks'],
        text: {
          en: 'With our gratitude.',
          es: 'Con nuestra gratitud.',
          pt: 'Com a nossa gratidão.',
          ru: 'С благодарностью.',
          ar: 'مع خالص امتناننا.',
          zh: '谨致谢意。',
        },
      },
      {
        kinds: ALL,
        text: {
          en: 'With respect.',
          es: 'Con respeto.',
          pt: 'Com respeito.',
          ru: 'С уважением.',
          ar: 'مع الاحترام.',
          zh: '此致敬礼。',
        },
      },
    ],
  },
  informative: {
    openings: [
      line(
        [...MEMBERS, ...OUTSIDE],
        [
          'The key points:',
          'Los puntos clave:',
          'Os pontos principais:',
          'Главное:',
          'أهم النقاط:',
          '要点如下：',
        ],
      ),
      line(
        [...MEMBERS, ...OUTSIDE],
        ['In short:', 'En resumen:', 'Em resumo:', 'Коротко:', 'باختصار:', '简而言之：'],
      ),
      line(
        [...MEMBERS, ...OUTSIDE],
        [
          'What you need to know, in brief:',
          'Lo que hay que saber, en breve:',
          'O que é preciso saber, em breve:',
          'Что нужно знать, кратко:',
          'ما يجب معرفته باختصار:',
          '简要须知：',
        ],
      ),
      line(
        ['thanks'],
        [
          'A quick summary:',
          'Un breve resumen:',
          'Um breve resumo:',
          'Краткий итог:',
          'ملخص سريع:',
          '简要总结：',
        ],
      ),
      line(
        ['thanks'],
        [
          'The results, in short:',
          'Los resultados, en resumen:',
          'Os resultados, em resumo:',
          'Итоги вкратце:',
          'النتائج باختصار:',
          '结果简述：',
        ],
        { needs: ['achievement'] },
      ),
      {
        kinds: [...MEMBERS, ...OUTSIDE],
        text: {
          en: 'Here is what you need to know:',
          es: 'Esto es lo que necesitan saber:',
          pt: 'Eis o que vocês precisam saber:',
          ru: 'Что нужно знать:',
          ar: 'إليكم ما تحتاجون معرفته:',
          zh: '须知如下：',
        },
      },
    ],
    closings: [
      line(MEMBERS, [
        'Details in alliance chat.',
        'Detalles en el chat de la alianza.',
        'Detalhes no chat da aliança.',
        'Подробности в чате альянса.',
        'التفاصيل في شات التحالف.',
        '详情见联盟聊天。',
      ]),
      line(MEMBERS, [
        'More details from your officers.',
        'Más detalles, con sus oficiales.',
        'Mais detalhes com os oficiais.',
        'Подробности у офицеров.',
        'المزيد من التفاصيل لدى الضباط.',
        '更多细节请问军官。',
      ]),
      line(MEMBERS, [
        'Keep this mail for reference.',
        'Guarden este correo como referencia.',
        'Guardem este e-mail para consulta.',
        'Сохраните это письмо.',
        'احتفظوا بهذه الرسالة للرجوع إليها.',
        '请保存此邮件备查。',
      ]),
      line(
        MEMBERS,
        [
          'Unclear? Ask before you act.',
          '¿Algo no está claro? Pregunten antes de actuar.',
          'Algo não ficou claro? Perguntem antes de agir.',
          'Что-то неясно? Спросите заранее.',
          'شيء غير واضح؟ اسألوا قبل التصرف.',
          '有不清楚的？先问再做。',
        ],
        { avoids: ['faq'] },
      ),
      line(
        ['thanks'],
        [
          'Thanks to everyone who took part.',
          'Gracias a todos los que participaron.',
          'Obrigado a todos que participaram.',
          'Спасибо всем участникам.',
          'شكرا لكل من شارك.',
          '感谢所有参与者。',
        ],
      ),
      line(
        ['thanks'],
        [
          'Full results in alliance chat.',
          'Resultados completos en el chat de la alianza.',
          'Resultados completos no chat da aliança.',
          'Полные итоги в чате альянса.',
          'النتائج الكاملة في شات التحالف.',
          '完整结果见联盟聊天。',
        ],
        { needs: ['achievement'] },
      ),
      line(OUTSIDE, [
        'Reply by mail for details.',
        'Respondan por correo para más detalles.',
        'Respondam por e-mail para mais detalhes.',
        'Подробности — ответным письмом.',
        'ردوا بالبريد لمزيد من التفاصيل.',
        '详情请回信。',
      ]),
      line(OUTSIDE, [
        'Details on request.',
        'Detalles a pedido.',
        'Detalhes sob pedido.',
        'Подробности по запросу.',
        'التفاصيل عند الطلب.',
        '详情可询。',
      ]),
      {
        kinds: MEMBERS,
        text: {
          en: 'Questions? Contact an officer.',
          es: '¿Dudas? Contacten a un oficial.',
          pt: 'Dúvidas? Falem com um oficial.',
          ru: 'Вопросы? Обращайтесь к офицеру.',
          ar: 'أسئلة؟ تواصلوا مع ضابط.',
          zh: '有疑问？请联系军官。',
        },
      },
      {
        kinds: OUTSIDE,
        text: {
          en: 'Questions? Send us a message.',
          es: '¿Dudas? Envíennos un mensaje.',
          pt: 'Dúvidas? Mandem uma mensagem.',
          ru: 'Вопросы? Напишите нам.',
          ar: 'أسئلة؟ راسلونا.',
          zh: '有疑问？请给我们发消息。',
        },
      },
    ],
  },
};

/** Words by which a mail shows its mood, in the languages the engine writes. */
const MOOD_WORDS: Readonly<Record<Exclude<Mood, 'greeted' | 'newcomers'>, RegExp>> = {
  rules: /\b(?:rules?|reglas?|normas?|regras?)\b|правил|قوانين|القواعد|规则|规矩/iu,
  battle:
    /\b(?:attack\w*|rall(?:y|ies)|fight\w*|defen[cds]\w*|war|garrison\w*|enem(?:y|ies)|zerg\w*|reinforce\w*|ataque\w*|atacar|pelea\w*|guerra|batalla|guarnici\w*|batalha|inimig\w*|ataca\w*)\b|атак|битв|войн|враг|рали|гарнизон|هجوم|معركة|حرب|العدو|رالي|进攻|战斗|打仗|敌人|集结/iu,
  achievement:
    /\b(?:won|win|wins|victory|congrat\w*|record|first place|rank(?:ed)? (?:1|#1|first)|top \d+|well done|great job|gg|we took|we got|ganamos|victoria|felicidades|felicitaciones|enhorabuena|vencemos|vitória|parabéns|conquistamos)\b|поздравл|побед|молодц|мы взяли|مبروك|تهانينا|فزنا|انتصرنا|انتصار|恭喜|胜利|第一名|拿下|打赢|满了/iu,
  // A scam, or a member warned or punished: "last warning", "next time it's kick".
  warning:
    /\b(?:scam\w*|phish\w*|password|fake|impersonat\w*|hack\w*|zero(?:ed|ing)?|careful|beware|watch out|last warning|final warning|kick(?:ed)?|estafa\w*|cuidado|golpe\w*|senha|contraseña|última advertencia|expulsi[oó]n|expulsad\w*|advertência|aviso importante|expuls[oa]\w*)\b|мошен|осторож|развод|обнул|пароль|предупрежден|кик|احذر|نصب|احتيال|كلمة السر|تحذير|طرد|骗|冒充|小心|警惕|密码|警告|踢出/iu,
  cap: /\b(?:stay under|under (?:like |about |around |~)?\d|max(?:imum)?|no more than|not exceed|cap|capped|limit|no más de|no pasen|nadie pasa|máximo|máx|límite|não passar|limite)\b|не более|не больше|не выше|максимум|лимит|потолок|لا يتجاوز|الحد الأقصى|不超过|别超过|不要超过|不得超过|上限/iu,
  faq: /^(?:[•*-]\s*)?(?:q|question|p|pregunta|pergunta|в|вопрос|س)\s*\d*\s*[:：]|\bfaq\b|常见问题|أسئلة متكررة|частые вопросы|preguntas frecuentes|perguntas frequentes/imu,
  leadership:
    /\b(?:new (?:king|queen|r5|leader\w*)|leadership change|step(?:ping)? down|stepped down|hand(?:ing)? over|nuevo (?:rey|líder|r5)|nueva líder|novo (?:rei|líder|r5)|nova liderança)\b|нов(?:ый|ого|ым) (?:корол|лидер|р5|r5|глав)|смена (?:руковод|лидер)|теперь [рr]5|лидерк|сняли с [рr]4|الملك الجديد|القائد الجديد|新国王|新盟主|新的盟主|换盟主/iu,
  relaxed:
    /\b(?:chill|casual|relaxed|no drama|no pressure|friendly|tranquil\w*|relajad\w*|sin drama|de boa|sem drama|sem pressão)\b|без драмы|без давления|спокойн|بدون دراما|بدون ضغط|佛系|休闲|轻松/iu,
};

/** The moods of a mail: what its words say it is about. */
export function readMoods(
  text: string,
  flags: { isGreeted: boolean; addressesNewcomers: boolean; event?: GameEvent },
): Set<Mood> {
  const moods = new Set<Mood>();
  for (const [mood, pattern] of Object.entries(MOOD_WORDS)) {
    if (pattern.test(text)) moods.add(mood as Mood);
  }
  if (flags.event?.isBattle) moods.add('battle');
  // "Stay under 5M or you get zeroed" is a cap with its sanction, not a scam warning.
  if (moods.has('cap')) moods.delete('warning');
  if (flags.isGreeted) moods.add('greeted');
  if (flags.addressesNewcomers) moods.add('newcomers');
  return moods;
}

/**
 * The game event a mail is about: of those its words name, the most specific (the altar before
 * a rally, a pass before KvK), in the order of `GAME_EVENTS`.
 */
export function findEvent(text: string): GameEvent | undefined {
  return GAME_EVENTS.find((candidate) => candidate.pattern.test(text));
}

/** What the chosen lines may name or must not contradict or repeat. */
export interface FrameContext {
  /** When the mail's event happens ("21:00 UTC"): never a deadline, which `{time}` would misread. */
  time?: string;
  /**
   * The alliance or kingdom the mail is about ("[DOOM]", "K1888"), which `{tag}` names: ours in a
   * recruitment, the partner in a treaty, the enemy in an alert.
   */
  tag?: string;
  /** The game event the mail is about, which `{event}` and `{at}` name. */
  event?: GameEvent;
  /** The draft states an exception ("unless", "except"): "No exceptions." would contradict it. */
  hasExceptions?: boolean;
  /** What the mail already says (title and body, lower case): a line that repeats it is left out. */
  said?: string;
  /** Picks among the fitting lines: the same draft always gets the same line. */
  seed?: number;
  moods?: ReadonlySet<Mood>;
  /** The mail speaks to governors who are not members yet. */
  addressesNewcomers?: boolean;
  /** A Spanish draft that says "vosotros": no line may say "ustedes" to its readers. */
  isVosotros?: boolean;
}

/** A Spanish line that speaks to "ustedes": its pronouns, and the orders of the lines above. */
const USTEDES_LINE =
  /\b(?:ustedes|su|sus|les)\b|\b(?:háganlo|sigan|lean|léanlo|cúmplanlo|cuídense|aguanten|marquen|pregunten|muévanse|estén|mantengan|planifiquen|conozcan|anoten|respeten|postúlense|gánense|guarden|respondan|tomen|pueden|cumpla|duerman)\b/iu;

/** Content words of a line (three letters and more, or a Han character), placeholders left out. */
function contentWords(text: string): string[] {
  return (
    text
      .replace(/\{\w+\}/gu, '')
      .toLowerCase()
      .match(/\p{Script=Han}|[\p{L}']{3,}/gu) ?? []
  );
}

/** A line most of whose words the mail already says ("Be ready." after "be ready at 20:00"). */
function repeats(text: string, said: string): boolean {
  const words = contentWords(text);
  if (words.length === 0) return false;
  const found = words.filter((word) => said.includes(word)).length;
  return found * 2 > words.length;
}

function fits(candidate: ToneLine, kind: MailKind, context: FrameContext): boolean {
  if (!candidate.kinds.includes(kind)) return false;
  const moods = context.moods ?? new Set<Mood>();
  if (candidate.avoids?.some((mood) => moods.has(mood))) return false;
  return (candidate.needs ?? []).every((need) => {
    if (need === 'time') return context.time !== undefined;
    if (need === 'event') return context.event !== undefined;
    if (need === 'tag') return context.tag !== undefined;
    if (need === 'no-exceptions') return context.hasExceptions === false;
    return moods.has(need);
  });
}

/** Spanish and Portuguese join a preposition and an article: "a el paso" → "al paso". */
function contract(text: string, language: MailLanguage): string {
  if (language === 'es') return text.replace(/\ba el\b/gu, 'al').replace(/\bde el\b/gu, 'del');
  return text;
}

function fill(text: string, language: MailLanguage, context: FrameContext): string {
  const name = context.event?.name[language] ?? '';
  const filled = text
    .replace('{time}', context.time ?? '')
    .replace('{Event}', name.charAt(0).toUpperCase() + name.slice(1))
    .replace('{event}', name)
    .replace('{at}', context.event?.at[language] ?? '')
    .replace('{tag}', context.tag ?? '');
  const contracted = contract(filled, language);
  // The engine's Spanish lines say "ustedes": a draft written with "vosotros" gets "vosotros".
  return language === 'es' && context.said
    ? matchSpanishAddress(contracted, context.said)
    : contracted;
}

/** A second, independent pick from the same seed. */
function mix(seed: number): number {
  return Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
}

/**
 * Tones whose few lines would close every mail of a kind: among a short pool a draft may get no
 * line, so none is in more than about one mail in `spread`.
 */
const SPREAD: Readonly<Record<Tone, number>> = {
  neutral: 6,
  humorous: 6,
  political: 7,
  informative: 6,
  motivational: 1,
  intense: 1,
};

function findLine(
  lines: readonly ToneLine[],
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext,
  seed: number,
  spread: number,
): string | undefined {
  const fitting = lines.filter((candidate) => fits(candidate, kind, context));
  // A line that names this mail's event and time, or its alliance, belongs to this mail only: it
  // wins over the lines any mail of its kind may get.
  const timed = fitting.filter((candidate) => candidate.needs?.includes('time'));
  const tagged = fitting.filter((candidate) => candidate.needs?.includes('tag'));
  const own = timed.length > 0 ? timed : tagged;
  // What a line repeats is read from its own words: the event, time or alliance it names are the
  // mail's by design.
  const pool = (own.length > 0 ? own : fitting)
    .map((candidate) => candidate.text[language])
    .filter((text) => context.said === undefined || !repeats(text, context.said))
    .filter((text) => !(context.isVosotros && language === 'es' && USTEDES_LINE.test(text)));
  const chosen = pool[seed % Math.max(pool.length, spread, 1)];
  return chosen === undefined ? undefined : fill(chosen, language, context);
}

/**
 * The tone's opening and closing for a kind of mail, in the draft's language; none that do not
 * fit, and no opening where the player greets the reader already. Without a context the first
 * fitting line of each (no time, no event, no exception known).
 */
export function chooseToneLines(
  tone: Tone,
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext = {},
): { opening?: string; closing?: string } {
  const lines = TONE_LINES[tone];
  const seed = context.seed ?? 0;
  const isGreeted = context.moods?.has('greeted') ?? false;
  const opening = isGreeted
    ? undefined
    : findLine(lines.openings, kind, language, context, seed, SPREAD[tone]);
  // Another pick for the closing, so an opening and closing do not always come in pairs; a mail
  // that got no opening gets a closing, so every mail says something in its tone.
  const closing = findLine(
    lines.closings,
    kind,
    language,
    context,
    mix(seed),
    opening === undefined ? 1 : SPREAD[tone],
  );
  return { opening, closing };
}
