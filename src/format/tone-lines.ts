import type { Tone } from '#shared/constants.ts';
import type { MailKind } from './kinds.ts';
import type { MailLanguage } from './language.ts';

/**
 * The opening and closing lines the engine adds from Balanced up (issue 21, rules 2 and 4): at most
 * one of each, chosen by tone and kind of mail, written in every language the engine writes. A kind
 * a tone has no fitting line for gets none: a cheer does not open a kick notice, and a thank-you
 * mail does not end in "Thank you".
 */
type Localized = Readonly<Record<MailLanguage, string>>;

interface ToneLine {
  kinds: readonly MailKind[];
  text: Localized;
}

interface ToneLines {
  openings: readonly ToneLine[];
  closings: readonly ToneLine[];
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
/** Mails that ask members to act on something coming. */
const CALLS: readonly MailKind[] = ['alert', 'reminder', 'schedule'];
/** Mails to members, whatever they say. */
const MEMBERS: readonly MailKind[] = ['alert', 'orders', 'reminder', 'schedule', 'notice'];
/** Mails read by governors outside the alliance. */
const OUTSIDE: readonly MailKind[] = ['recruitment', 'diplomacy'];

export const TONE_LINES: Record<Tone, ToneLines> = {
  neutral: {
    openings: [
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
  motivational: {
    openings: [
      {
        kinds: CALLS,
        text: {
          en: "Governors, let's make this count!",
          es: '¡Gobernadores, hagamos que cuente!',
          pt: 'Governadores, vamos fazer valer a pena!',
          ru: 'Губернаторы, покажем, на что мы способны!',
          ar: 'أيها الحكام، لنجعلها تستحق!',
          zh: '总督们，让我们全力以赴！',
        },
      },
      {
        kinds: ['thanks'],
        text: {
          en: 'What a performance, governors!',
          es: '¡Qué actuación, gobernadores!',
          pt: 'Que desempenho, governadores!',
          ru: 'Отличная работа, губернаторы!',
          ar: 'يا له من أداء أيها الحكام!',
          zh: '总督们，表现太棒了！',
        },
      },
    ],
    closings: [
      {
        kinds: ['alert', 'reminder', 'schedule', 'notice'],
        text: {
          en: 'Together we are stronger.',
          es: 'Juntos somos más fuertes.',
          pt: 'Juntos somos mais fortes.',
          ru: 'Вместе мы сильнее.',
          ar: 'معا نحن أقوى.',
          zh: '团结让我们更强大。',
        },
      },
      {
        kinds: ['thanks'],
        text: {
          en: 'Proud of every one of you.',
          es: 'Orgullosos de cada uno de ustedes.',
          pt: 'Orgulhosos de cada um de vocês.',
          ru: 'Гордимся каждым из вас.',
          ar: 'نفخر بكل واحد منكم.',
          zh: '为你们每一个人骄傲。',
        },
      },
      {
        kinds: OUTSIDE,
        text: {
          en: 'We look forward to working together.',
          es: 'Esperamos trabajar juntos.',
          pt: 'Contamos com vocês para trabalharmos juntos.',
          ru: 'Будем рады работать вместе.',
          ar: 'نتطلع إلى العمل معا.',
          zh: '期待与你们携手合作。',
        },
      },
    ],
  },
  humorous: {
    openings: [
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
      {
        kinds: ['thanks'],
        text: {
          en: 'With gratitude, the Council',
          es: 'Con gratitud, el Consejo',
          pt: 'Com gratidão, o Conselho',
          ru: 'С благодарностью, Совет',
          ar: 'مع الامتنان، المجلس',
          zh: '谨致谢意，议会',
        },
      },
      {
        kinds: ALL,
        text: {
          en: 'With respect, the Council',
          es: 'Con respeto, el Consejo',
          pt: 'Com respeito, o Conselho',
          ru: 'С уважением, Совет',
          ar: 'مع الاحترام، المجلس',
          zh: '此致敬礼，议会',
        },
      },
    ],
  },
  intense: {
    openings: [
      {
        kinds: CALLS,
        text: {
          en: 'Attention, all governors.',
          es: 'Atención, todos los gobernadores.',
          pt: 'Atenção, todos os governadores.',
          ru: 'Внимание, все губернаторы.',
          ar: 'انتباه لجميع الحكام.',
          zh: '全体总督注意。',
        },
      },
      {
        kinds: ['orders'],
        text: {
          en: 'Read carefully.',
          es: 'Lean con atención.',
          pt: 'Leiam com atenção.',
          ru: 'Читайте внимательно.',
          ar: 'اقرأوا بعناية.',
          zh: '请仔细阅读。',
        },
      },
    ],
    closings: [
      {
        kinds: ['alert'],
        text: {
          en: 'Hold the line.',
          es: 'Mantengan la línea.',
          pt: 'Segurem a linha.',
          ru: 'Держим строй.',
          ar: 'اثبتوا في مواقعكم.',
          zh: '坚守阵线。',
        },
      },
      {
        kinds: ['orders'],
        text: {
          en: 'No exceptions.',
          es: 'Sin excepciones.',
          pt: 'Sem exceções.',
          ru: 'Без исключений.',
          ar: 'بلا استثناءات.',
          zh: '没有例外。',
        },
      },
      {
        kinds: ['reminder', 'schedule', 'notice'],
        text: {
          en: 'Be ready.',
          es: 'Estén listos.',
          pt: 'Estejam prontos.',
          ru: 'Будьте готовы.',
          ar: 'كونوا مستعدين.',
          zh: '做好准备。',
        },
      },
      {
        kinds: ['thanks'],
        text: {
          en: 'Well fought.',
          es: 'Bien luchado.',
          pt: 'Bem lutado.',
          ru: 'Достойный бой.',
          ar: 'قتال مشرف.',
          zh: '打得好。',
        },
      },
    ],
  },
  informative: {
    openings: [
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

function findLine(lines: readonly ToneLine[], kind: MailKind, language: MailLanguage) {
  return lines.find((line) => line.kinds.includes(kind))?.text[language];
}

/** The tone's opening and closing for a kind of mail, in the draft's language; none that do not fit. */
export function chooseToneLines(
  tone: Tone,
  kind: MailKind,
  language: MailLanguage,
): { opening?: string; closing?: string } {
  const lines = TONE_LINES[tone];
  return {
    opening: findLine(lines.openings, kind, language),
    closing: findLine(lines.closings, kind, language),
  };
}
