import type { Tone } from '#shared/constants.ts';
import type { MailKind } from './kinds.ts';
import type { MailLanguage } from './language.ts';

/**
 * The opening and closing lines the engine adds from Balanced up: at most one of each, chosen by
 * tone, kind of mail and content, written in every language the engine writes. A kind a tone has
 * no fitting line for gets none: a cheer does not open a live defence or a kick notice, and a
 * thank-you mail does not end in "Thank you". Lines that name the mail's time take it as `{time}`;
 * among the lines that fit, the draft picks one, so no line closes every mail of its kind.
 */
type Localized = Readonly<Record<MailLanguage, string>>;

/** What a line needs of the mail: a time to name, or rules that state no exception. */
type Need = 'time' | 'no-exceptions';

interface ToneLine {
  kinds: readonly MailKind[];
  text: Localized;
  needs?: Need;
}

interface ToneLines {
  openings: readonly ToneLine[];
  closings: readonly ToneLine[];
}

function line(
  kinds: readonly MailKind[],
  [en, es, pt, ru, ar, zh]: readonly [string, string, string, string, string, string],
  needs?: Need,
): ToneLine {
  return { kinds, text: { en, es, pt, ru, ar, zh }, needs };
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
const CALLS_NO_ALERT: readonly MailKind[] = ['orders', 'reminder', 'schedule', 'notice'];
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
      // A live defence opens with its order, never a cheer: no opening for alerts.
      line(CALLS_NO_ALERT, [
        'Governors, this one is on all of us!',
        '¡Gobernadores, esto depende de todos nosotros!',
        'Governadores, isso depende de todos nós!',
        'Губернаторы, всё зависит от каждого из нас!',
        'أيها الحكام، هذا يعتمد علينا جميعا!',
        '总督们，这一仗靠我们每一个人！',
      ]),
      line(CALLS_NO_ALERT, [
        "Let's show the kingdom what we're made of!",
        '¡Mostremos al reino de qué estamos hechos!',
        'Vamos mostrar ao reino do que somos feitos!',
        'Покажем королевству, на что мы способны!',
        'لنُرِ المملكة من نحن!',
        '让整个王国看看我们的实力！',
      ]),
      line(CALLS_NO_ALERT, [
        'Every march counts, governors!',
        '¡Cada marcha cuenta, gobernadores!',
        'Cada marcha conta, governadores!',
        'Каждый марш на счету, губернаторы!',
        'كل مسيرة لها قيمتها أيها الحكام!',
        '总督们，每一支部队都很重要！',
      ]),
      line(CALLS_NO_ALERT, [
        "Governors, let's get this done together!",
        '¡Gobernadores, hagámoslo juntos!',
        'Governadores, vamos fazer isso juntos!',
        'Губернаторы, сделаем это вместе!',
        'أيها الحكام، لننجز هذا معا!',
        '总督们，让我们一起完成！',
      ]),
      line(CALLS_NO_ALERT, [
        'Time to step up, governors!',
        '¡Es hora de dar un paso al frente, gobernadores!',
        'Hora de dar o nosso melhor, governadores!',
        'Губернаторы, пора проявить себя!',
        'حان وقت التقدم أيها الحكام!',
        '总督们，是时候挺身而出了！',
      ]),
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
        ['recruitment'],
        [
          'Looking for an alliance that fights together?',
          '¿Buscas una alianza que luche unida?',
          'Procurando uma aliança que luta unida?',
          'Ищете альянс, который сражается вместе?',
          'هل تبحث عن تحالف يقاتل يدا واحدة؟',
          '在寻找一个并肩作战的联盟吗？',
        ],
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
      ),
      line(
        ['diplomacy'],
        [
          'Governors, a stronger kingdom starts here!',
          '¡Gobernadores, un reino más fuerte empieza aquí!',
          'Governadores, um reino mais forte começa aqui!',
          'Губернаторы, сильное королевство начинается здесь!',
          'أيها الحكام، مملكة أقوى تبدأ من هنا!',
          '总督们，更强大的王国从这里开始！',
        ],
      ),
    ],
    closings: [
      line(
        MEMBERS,
        [
          'See you at {time}!',
          '¡Nos vemos a las {time}!',
          'Nos vemos às {time}!',
          'Увидимся в {time}!',
          'نراكم في {time}!',
          '{time} 见！',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          '{time}: be there, every one of us!',
          '{time}: ¡todos presentes!',
          '{time}: todos presentes!',
          '{time}: будьте там все до одного!',
          '{time}: كونوا هناك جميعا!',
          '{time}：全员到场！',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          'Ready at {time}, governors!',
          '¡Listos a las {time}, gobernadores!',
          'Prontos às {time}, governadores!',
          'Готовность к {time}, губернаторы!',
          'جاهزون في {time} أيها الحكام!',
          '总督们，{time} 准备就绪！',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          'At {time}, we move as one!',
          '¡A las {time}, avanzamos como uno!',
          'Às {time}, agimos como um só!',
          'В {time} действуем как один!',
          'في {time} نتحرك كرجل واحد!',
          '{time}，我们齐心出击！',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          "Be there at {time} — we've got this!",
          '¡Estén ahí a las {time}, lo vamos a lograr!',
          'Estejam lá às {time}, nós vamos conseguir!',
          'Будьте на месте в {time} — у нас всё получится!',
          'كونوا هناك في {time}، سننجح!',
          '{time} 准时到场，我们一定能行！',
        ],
        'time',
      ),
      line(MEMBERS, [
        "We've got this!",
        '¡Lo vamos a lograr!',
        'Nós vamos conseguir!',
        'У нас всё получится!',
        'سننجح!',
        '我们一定能行！',
      ]),
      line(MEMBERS, [
        "Let's make it count!",
        '¡Hagamos que cuente!',
        'Vamos fazer valer a pena!',
        'Пусть это будет не зря!',
        'لنجعلها تستحق!',
        '让我们全力以赴！',
      ]),
      line(MEMBERS, [
        'One alliance, one goal!',
        '¡Una alianza, un objetivo!',
        'Uma aliança, um objetivo!',
        'Один альянс — одна цель!',
        'تحالف واحد، هدف واحد!',
        '一个联盟，一个目标！',
      ]),
      line(MEMBERS, [
        'Show them what we are made of!',
        '¡Demostremos de qué estamos hechos!',
        'Vamos mostrar do que somos feitos!',
        'Покажем, на что мы способны!',
        'لنُرِهم من نحن!',
        '让他们见识我们的实力！',
      ]),
      line(MEMBERS, [
        "Let's go, governors!",
        '¡Vamos, gobernadores!',
        'Vamos lá, governadores!',
        'Вперёд, губернаторы!',
        'هيا أيها الحكام!',
        '总督们，冲啊！',
      ]),
      line(
        ['thanks'],
        [
          'Proud of every one of you.',
          'Orgullosos de cada uno de ustedes.',
          'Orgulhosos de cada um de vocês.',
          'Гордимся каждым из вас.',
          'نفخر بكل واحد منكم.',
          '为你们每一个人骄傲。',
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
  intense: {
    // The orders come first: an intense mail opens with none of its own.
    openings: [],
    closings: [
      line(
        MEMBERS,
        [
          'Ready at {time}.',
          'Listos a las {time}.',
          'Prontos às {time}.',
          'Готовность — {time}.',
          'الجاهزية في {time}.',
          '{time} 准备就绪。',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          'In position by {time}.',
          'En posición a las {time}.',
          'Em posição às {time}.',
          'На позициях к {time}.',
          'في مواقعكم بحلول {time}.',
          '{time} 前就位。',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          '{time}. Be there.',
          '{time}. Estén ahí.',
          '{time}. Estejam lá.',
          '{time}. Быть на месте.',
          '{time}. كونوا هناك.',
          '{time}。准时到场。',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          '{time} sharp. No delays.',
          '{time} en punto. Sin retrasos.',
          '{time} em ponto. Sem atrasos.',
          'Ровно в {time}. Без опозданий.',
          '{time} تماما. بلا تأخير.',
          '{time} 整，不得迟到。',
        ],
        'time',
      ),
      line(
        MEMBERS,
        [
          'On time: {time}.',
          'Puntuales: {time}.',
          'Pontualidade: {time}.',
          'Без опозданий: {time}.',
          'في الموعد: {time}.',
          '准时：{time}。',
        ],
        'time',
      ),
      line(
        ['alert'],
        [
          'Hold the line.',
          'Mantengan la línea.',
          'Segurem a linha.',
          'Держим строй.',
          'اثبتوا في مواقعكم.',
          '坚守阵线。',
        ],
      ),
      line(
        ['alert'],
        [
          'Move now.',
          'Muévanse ya.',
          'Movam-se agora.',
          'Действуйте немедленно.',
          'تحركوا الآن.',
          '立即行动。',
        ],
      ),
      line(
        ['alert'],
        [
          'Stand your ground.',
          'No cedan terreno.',
          'Não cedam terreno.',
          'Ни шагу назад.',
          'لا تتراجعوا.',
          '寸土不让。',
        ],
      ),
      line(
        ['alert'],
        [
          'Every march counts.',
          'Cada marcha cuenta.',
          'Cada marcha conta.',
          'Каждый марш на счету.',
          'كل مسيرة مهمة.',
          '每支部队都很重要。',
        ],
      ),
      line(
        ['alert'],
        [
          "Don't wait. Act.",
          'No esperen. Actúen.',
          'Não esperem. Ajam.',
          'Не ждите. Действуйте.',
          'لا تنتظروا. تحركوا.',
          '不要等待，马上行动。',
        ],
      ),
      line(
        ['orders'],
        [
          'Follow the orders.',
          'Cumplan las órdenes.',
          'Cumpram as ordens.',
          'Выполняйте приказ.',
          'نفذوا الأوامر.',
          '服从命令。',
        ],
      ),
      line(
        ['orders'],
        [
          'These are orders, not suggestions.',
          'Son órdenes, no sugerencias.',
          'São ordens, não sugestões.',
          'Это приказ, а не совет.',
          'هذه أوامر وليست اقتراحات.',
          '这是命令，不是建议。',
        ],
      ),
      line(
        ['orders'],
        [
          'No excuses.',
          'Sin excusas.',
          'Sem desculpas.',
          'Без отговорок.',
          'بلا أعذار.',
          '没有借口。',
        ],
      ),
      line(
        ['orders'],
        [
          'Know them. Follow them.',
          'Conózcanlas. Cúmplanlas.',
          'Conheçam. Cumpram.',
          'Знайте их. Соблюдайте их.',
          'اعرفوها. التزموا بها.',
          '牢记，执行。',
        ],
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
        'no-exceptions',
      ),
      line(
        ['reminder', 'schedule', 'notice'],
        [
          'Be ready.',
          'Estén listos.',
          'Estejam prontos.',
          'Будьте готовы.',
          'كونوا مستعدين.',
          '做好准备。',
        ],
      ),
      line(
        ['reminder', 'schedule', 'notice'],
        [
          "Don't be late.",
          'No lleguen tarde.',
          'Não se atrasem.',
          'Не опаздывайте.',
          'لا تتأخروا.',
          '不要迟到。',
        ],
      ),
      line(
        ['reminder', 'schedule', 'notice'],
        [
          'Stay sharp.',
          'Atentos.',
          'Fiquem atentos.',
          'Будьте начеку.',
          'ابقوا متيقظين.',
          '保持警惕。',
        ],
      ),
      line(
        ['reminder', 'schedule', 'notice'],
        [
          'Get it done.',
          'Háganlo.',
          'Façam acontecer.',
          'Сделайте это.',
          'أنجزوا المهمة.',
          '完成任务。',
        ],
      ),
      line(
        ['reminder', 'schedule', 'notice'],
        [
          'No one left behind.',
          'Nadie se queda atrás.',
          'Ninguém fica para trás.',
          'Никто не остаётся позади.',
          'لا أحد يتخلف.',
          '一个都不能少。',
        ],
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
      ),
      line(
        ['thanks'],
        [
          'Earned, not given.',
          'Ganado, no regalado.',
          'Conquistado, não dado.',
          'Заслужено, а не подарено.',
          'مكتسب لا ممنوح.',
          '这是拼出来的。',
        ],
      ),
      line(
        ['thanks'],
        [
          "That's how we fight.",
          'Así luchamos.',
          'É assim que lutamos.',
          'Вот как мы сражаемся.',
          'هكذا نقاتل.',
          '这就是我们的战斗方式。',
        ],
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
      ),
      line(
        ['recruitment'],
        [
          'Only the active need apply.',
          'Solo jugadores activos.',
          'Apenas jogadores ativos.',
          'Только активные игроки.',
          'للنشطين فقط.',
          '只收活跃玩家。',
        ],
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
      ),
      line(
        ['recruitment'],
        [
          'Show up. Fight. Grow.',
          'Presente. Lucha. Crece.',
          'Apareça. Lute. Cresça.',
          'Приходите. Сражайтесь. Растите.',
          'احضر. قاتل. تقدّم.',
          '来吧，战斗，成长。',
        ],
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

/** What the chosen lines may name or must not contradict or repeat. */
export interface FrameContext {
  /** The mail's first time ("21:00 UTC"), which lines with `{time}` name. */
  time?: string;
  /** The draft states an exception ("unless", "except"): "No exceptions." would contradict it. */
  hasExceptions?: boolean;
  /** What the mail already says (title and body, lower case): a line that repeats it is left out. */
  said?: string;
  /** Picks among the fitting lines: the same draft always gets the same line. */
  seed?: number;
}

/** Content words of a line (three letters and more, or a Han character). */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{Script=Han}|[\p{L}']{3,}/gu) ?? []).filter(
    (word) => word !== '{time}',
  );
}

/** A line most of whose words the mail already says ("Be ready." after "be ready at 20:00"). */
function repeats(text: string, said: string): boolean {
  const words = contentWords(text.replace('{time}', ''));
  if (words.length === 0) return false;
  const found = words.filter((word) => said.includes(word)).length;
  return found * 2 > words.length;
}

function fits(candidate: ToneLine, kind: MailKind, context: FrameContext): boolean {
  if (!candidate.kinds.includes(kind)) return false;
  if (candidate.needs === 'time') return context.time !== undefined;
  if (candidate.needs === 'no-exceptions') return context.hasExceptions === false;
  return true;
}

function findLine(
  lines: readonly ToneLine[],
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext,
  seed: number,
): string | undefined {
  const fitting = lines.filter(
    (candidate) =>
      fits(candidate, kind, context) &&
      (context.said === undefined || !repeats(candidate.text[language], context.said)),
  );
  // A line that names this mail's time belongs to this mail only: it wins when there is one.
  const timed = fitting.filter((candidate) => candidate.needs === 'time');
  const pool = timed.length > 0 ? timed : fitting;
  const chosen = pool[seed % Math.max(pool.length, 1)];
  return chosen?.text[language].replace('{time}', context.time ?? '');
}

/**
 * The tone's opening and closing for a kind of mail, in the draft's language; none that do not
 * fit. Without a context the first fitting line of each (no time, no exception known).
 */
export function chooseToneLines(
  tone: Tone,
  kind: MailKind,
  language: MailLanguage,
  context: FrameContext = {},
): { opening?: string; closing?: string } {
  const lines = TONE_LINES[tone];
  const seed = context.seed ?? 0;
  return {
    opening: findLine(lines.openings, kind, language, context, seed),
    // Another pick for the closing, so an opening and closing do not always come in pairs.
    closing: findLine(lines.closings, kind, language, context, Math.floor(seed / 7)),
  };
}
