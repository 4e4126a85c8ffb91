import type { I18nText } from '@core/lang';
import { t } from './data';

/**
 * The demo broadcaster's programmes (broadcasts) and their categories. Schedules are drawn from
 * these (demo-content.ts `demoSchedule`), so every schedule entry names its broadcast and the
 * archive records the entries of the kinds in RECORDED_KINDS (demo-library.ts).
 */

export interface DemoCategory {
  id: string;
  parent: string | null;
  title: I18nText;
}

/** A small tree: sections and their sub-sections, in display order. */
export const CATEGORIES: DemoCategory[] = [
  {
    id: 'news',
    parent: null,
    title: t('Янгиликлар ва сиёсат', 'Новости и политика', 'News & politics', 'Yangiliklar va siyosat'),
  },
  { id: 'economy', parent: 'news', title: t('Иқтисодиёт', 'Экономика', 'Economy', 'Iqtisodiyot') },
  { id: 'society', parent: 'news', title: t('Жамият', 'Общество', 'Society', 'Jamiyat') },
  { id: 'culture', parent: null, title: t('Маданият', 'Культура', 'Culture', 'Madaniyat') },
  { id: 'music', parent: 'culture', title: t('Мусиқа', 'Музыка', 'Music', 'Musiqa') },
  {
    id: 'theatre',
    parent: 'culture',
    title: t('Театр ва адабиёт', 'Театр и литература', 'Theatre & literature', 'Teatr va adabiyot'),
  },
  { id: 'sport', parent: null, title: t('Спорт', 'Спорт', 'Sport', 'Sport') },
  { id: 'children', parent: null, title: t('Болалар учун', 'Детям', 'Children', 'Bolalar uchun') },
  { id: 'documentary', parent: null, title: t('Ҳужжатли', 'Документальное', 'Documentary', 'Hujjatli') },
  {
    id: 'entertainment',
    parent: null,
    title: t('Кўнгилочар', 'Развлечения', 'Entertainment', 'Ko‘ngilochar'),
  },
  {
    id: 'cinema',
    parent: 'entertainment',
    title: t('Кино ва сериаллар', 'Кино и сериалы', 'Films & series', 'Kino va seriallar'),
  },
  { id: 'education', parent: null, title: t('Таълим', 'Образование', 'Education', 'Ta’lim') },
];

export interface DemoProgramme {
  id: string;
  /** The kind of schedule slot it fills (the kinds of MIX and RADIO_MIX in demo-data.ts). */
  kind: string;
  type: 'tv' | 'radio';
  category: string;
  title: I18nText;
  description: I18nText;
  /** The channel it belongs to (the broadcast's `channel`). */
  home: string;
  /**
   * Channels it airs on (home first), or empty: any channel of its type that airs its kind. A
   * channel's slot of a kind is filled from the programmes naming it and those naming none.
   */
  channels: string[];
  /**
   * Airs at least once every day on its home channel (demo-content.ts `demoSchedule` makes room):
   * the programmes the demo announcements name, so each has an airing in the coming days.
   */
  daily?: boolean;
}

/** Where a programme airs: its channels, home first; or anywhere, belonging to `home`. */
type Airs = string[] | { home: string };

const where = (airs: Airs) =>
  Array.isArray(airs) ? { home: airs[0] ?? '', channels: airs } : { home: airs.home, channels: [] };

const tv = (
  id: string,
  kind: string,
  category: string,
  airs: Airs,
  title: I18nText,
  description: I18nText,
  extra: { daily?: boolean } = {},
): DemoProgramme => ({ id, kind, type: 'tv', category, ...where(airs), title, description, ...extra });

const radio = (
  id: string,
  kind: string,
  category: string,
  airs: Airs,
  title: I18nText,
  description: I18nText,
  extra: { daily?: boolean } = {},
): DemoProgramme => ({ id, kind, type: 'radio', category, ...where(airs), title, description, ...extra });

export const PROGRAMMES: DemoProgramme[] = [
  // --- news ------------------------------------------------------------------------------------
  tv(
    'axborot',
    'news',
    'news',
    ['uzbekistan'],
    t('Ахборот', 'Ахборот (новости)', 'Axborot news', 'Axborot'),
    t(
      'Мамлакатнинг бош ахборот дастури: кун воқеалари, расмий хабарлар ва репортажлар.',
      'Главная информационная программа страны: события дня, официальные сообщения и репортажи.',
      'The country’s main news programme: the day’s events, official news and reports.',
      'Mamlakatning bosh axborot dasturi: kun voqealari, rasmiy xabarlar va reportajlar.',
    ),
  ),
  tv(
    'yangiliklar',
    'news',
    'news',
    ['uzbekistan24', 'yoshlar', 'mahalla', 'oilaviy', 'sport'],
    t('Янгиликлар', 'Новости', 'News', 'Yangiliklar'),
    t(
      'Ҳар соатда энг сўнгги янгиликлар: сиёсат, иқтисодиёт, жамият ва спорт.',
      'Свежие новости каждый час: политика, экономика, общество и спорт.',
      'The latest news every hour: politics, the economy, society and sport.',
      'Har soatda eng so‘nggi yangiliklar: siyosat, iqtisodiyot, jamiyat va sport.',
    ),
  ),
  tv(
    'dunyo-yangiliklari',
    'news',
    'news',
    ['dunyo', 'uzbekistan24'],
    t('Дунё янгиликлари', 'Мировые новости', 'World news', 'Dunyo yangiliklari'),
    t(
      'Халқаро ҳаётнинг асосий воқеалари ва мухбирларимизнинг хорижий репортажлари.',
      'Главные события международной жизни и репортажи наших корреспондентов из-за рубежа.',
      'The main international events and reports from our correspondents abroad.',
      'Xalqaro hayotning asosiy voqealari va muxbirlarimizning xorijiy reportajlari.',
    ),
  ),
  tv(
    'iqtisodiyot-sharhi',
    'news',
    'economy',
    ['uzbekistan24', 'uzbekistan'],
    t('Иқтисодиёт шарҳи', 'Экономический обзор', 'Economy review', 'Iqtisodiyot sharhi'),
    t(
      'Бозорлар, инвестициялар ва тадбиркорлик: ҳафтанинг иқтисодий натижалари.',
      'Рынки, инвестиции и предпринимательство: экономические итоги недели.',
      'Markets, investment and enterprise: the week in the economy.',
      'Bozorlar, investitsiyalar va tadbirkorlik: haftaning iqtisodiy natijalari.',
    ),
  ),
  tv(
    'poytaxt-yangiliklari',
    'news',
    'society',
    ['toshkent'],
    t('Пойтахт янгиликлари', 'Новости столицы', 'Capital news', 'Poytaxt yangiliklari'),
    t(
      'Тошкент ҳаёти: шаҳар хўжалиги, транспорт, маданий тадбирлар.',
      'Жизнь Ташкента: городское хозяйство, транспорт, культурные события.',
      'Life in Tashkent: city services, transport and cultural events.',
      'Toshkent hayoti: shahar xo‘jaligi, transport, madaniy tadbirlar.',
    ),
  ),
  tv(
    'viloyat-xabarlari',
    'news',
    'society',
    ['samarqand', 'andijon'],
    t('Вилоят хабарлари', 'Вести области', 'Regional bulletin', 'Viloyat xabarlari'),
    t(
      'Вилоят шаҳар ва туманларидан янгиликлар, ҳокимлик ва маҳаллалар ҳаёти.',
      'Новости городов и районов области, жизнь хокимията и махаллей.',
      'News from the region’s towns and districts, local government and neighbourhoods.',
      'Viloyat shahar va tumanlaridan yangiliklar, hokimlik va mahallalar hayoti.',
    ),
  ),
  tv(
    'ob-havo',
    'weather',
    'news',
    { home: 'uzbekistan24' },
    t('Об-ҳаво', 'Погода', 'Weather', 'Ob-havo'),
    t(
      'Ўзбекистон шаҳар ва вилоятлари бўйича об-ҳаво маълумоти.',
      'Прогноз погоды по городам и областям Узбекистана.',
      'The weather forecast for Uzbekistan’s cities and regions.',
      'O‘zbekiston shahar va viloyatlari bo‘yicha ob-havo ma’lumoti.',
    ),
  ),
  // --- morning and talk ------------------------------------------------------------------------
  tv(
    'assalom-uzbekiston',
    'morning',
    'society',
    ['uzbekistan', 'uzbekistan24', 'sport', 'madaniyat', 'dunyo', 'kinoteatr'],
    t('Ассалом, Ўзбекистон!', 'Ассалом, Узбекистан!', 'Good morning, Uzbekistan!', 'Assalom, O‘zbekiston!'),
    t(
      'Тонги ахборот-кўнгилочар дастур: янгиликлар, меҳмонлар, саломатлик ва об-ҳаво.',
      'Утреннее информационно-развлекательное шоу: новости, гости, здоровье и погода.',
      'The morning show: news, guests, health tips and the weather.',
      'Tonggi axborot-ko‘ngilochar dastur: yangiliklar, mehmonlar, salomatlik va ob-havo.',
    ),
  ),
  tv(
    'xayrli-tong',
    'morning',
    'society',
    ['toshkent', 'yoshlar', 'samarqand', 'andijon', 'mahalla', 'oilaviy'],
    t('Хайрли тонг', 'Доброе утро', 'Rise and shine', 'Xayrli tong'),
    t(
      'Кунни яхши кайфият билан бошланг: мусиқа, машқлар ва фойдали маслаҳатлар.',
      'Начните день с хорошим настроением: музыка, зарядка и полезные советы.',
      'Start the day in a good mood: music, exercise and useful tips.',
      'Kunni yaxshi kayfiyat bilan boshlang: musiqa, mashqlar va foydali maslahatlar.',
    ),
  ),
  tv(
    'davra-suhbati',
    'talk',
    'society',
    ['uzbekistan', 'uzbekistan24', 'madaniyat', 'dunyo'],
    t('Давра суҳбати', 'Круглый стол', 'Round table', 'Davra suhbati'),
    t(
      'Мутахассислар ва жамоатчилик вакиллари ҳафтанинг долзарб мавзуларини муҳокама қилади.',
      'Эксперты и представители общественности обсуждают актуальные темы недели.',
      'Experts and members of the public discuss the week’s burning issues.',
      'Mutaxassislar va jamoatchilik vakillari haftaning dolzarb mavzularini muhokama qiladi.',
    ),
    { daily: true },
  ),
  tv(
    'munosabat',
    'talk',
    'society',
    ['uzbekistan24', 'toshkent', 'samarqand', 'andijon'],
    t('Муносабат', 'Отношение', 'Viewpoint', 'Munosabat'),
    t(
      'Бир мавзу — турли фикрлар: студияда баҳс ва томошабинлар қўнғироқлари.',
      'Одна тема — разные мнения: дебаты в студии и звонки зрителей.',
      'One topic, many opinions: studio debate and viewers’ calls.',
      'Bir mavzu — turli fikrlar: studiyada bahs va tomoshabinlar qo‘ng‘iroqlari.',
    ),
  ),
  tv(
    'inson-va-qonun',
    'talk',
    'society',
    ['uzbekistan', 'mahalla', 'oilaviy'],
    t('Инсон ва қонун', 'Человек и закон', 'People and the law', 'Inson va qonun'),
    t(
      'Ҳуқуқшунослар фуқароларнинг саволларига жавоб беради ва ҳаётий вазиятларни таҳлил қилади.',
      'Юристы отвечают на вопросы граждан и разбирают жизненные ситуации.',
      'Lawyers answer citizens’ questions and look at real-life cases.',
      'Huquqshunoslar fuqarolarning savollariga javob beradi va hayotiy vaziyatlarni tahlil qiladi.',
    ),
  ),
  tv(
    'yoshlar-ovozi',
    'talk',
    'society',
    ['yoshlar'],
    t('Ёшлар овози', 'Голос молодёжи', 'Youth voice', 'Yoshlar ovozi'),
    t(
      'Ёшлар ўқиш, иш ва орзулари ҳақида очиқ гаплашади.',
      'Молодёжь откровенно говорит об учёбе, работе и мечтах.',
      'Young people talk openly about study, work and their dreams.',
      'Yoshlar o‘qish, ish va orzulari haqida ochiq gaplashadi.',
    ),
  ),
  tv(
    'mahalla-guzari',
    'talk',
    'society',
    ['mahalla', 'oilaviy'],
    t('Маҳалла гузари', 'Махаллинский гузар', 'The neighbourhood square', 'Mahalla guzari'),
    t(
      'Маҳалла фаоллари, оқсоқоллар ва ёшлар ҳаёт ҳақида суҳбатлашади.',
      'Активисты махалли, аксакалы и молодёжь беседуют о жизни.',
      'Neighbourhood activists, elders and young people talk about life.',
      'Mahalla faollari, oqsoqollar va yoshlar hayot haqida suhbatlashadi.',
    ),
  ),
  tv(
    'salomatlik',
    'talk',
    'education',
    ['oilaviy', 'toshkent', 'samarqand'],
    t('Саломатлик', 'Здоровье', 'Health matters', 'Salomatlik'),
    t(
      'Шифокорлар соғлом турмуш тарзи ва касалликларнинг олдини олиш ҳақида.',
      'Врачи о здоровом образе жизни и профилактике болезней.',
      'Doctors on healthy living and preventing illness.',
      'Shifokorlar sog‘lom turmush tarzi va kasalliklarning oldini olish haqida.',
    ),
  ),
  // --- sport -----------------------------------------------------------------------------------
  tv(
    'sport-yangiliklari',
    'sport',
    'sport',
    ['sport'],
    t('Спорт янгиликлари', 'Новости спорта', 'Sport news', 'Sport yangiliklari'),
    t(
      'Мусобақалар натижалари, голлар ва спортчиларимизнинг ғалабалари.',
      'Результаты соревнований, голы и победы наших спортсменов.',
      'Results, goals and the victories of our athletes.',
      'Musobaqalar natijalari, gollar va sportchilarimizning g‘alabalari.',
    ),
  ),
  tv(
    'futbol-superliga',
    'sport',
    'sport',
    ['sport'],
    t('Футбол: Суперлига', 'Футбол: Суперлига', 'Football: Super League', 'Futbol: Superliga'),
    t(
      'Ўзбекистон футбол Суперлигаси ўйинларининг тўғридан-тўғри трансляцияси ва шарҳи.',
      'Прямые трансляции и обзоры матчей Суперлиги Узбекистана по футболу.',
      'Live matches and highlights of Uzbekistan’s football Super League.',
      'O‘zbekiston futbol Superligasi o‘yinlarining to‘g‘ridan-to‘g‘ri translyatsiyasi va sharhi.',
    ),
    { daily: true },
  ),
  tv(
    'kurash',
    'sport',
    'sport',
    ['sport'],
    t('Кураш', 'Кураш', 'Kurash wrestling', 'Kurash'),
    t(
      'Миллий кураш бўйича турнирлар, усталар ва ёш полвонлар.',
      'Турниры по национальной борьбе кураш, мастера и юные борцы.',
      'Tournaments of kurash, the national wrestling: masters and young wrestlers.',
      'Milliy kurash bo‘yicha turnirlar, ustalar va yosh polvonlar.',
    ),
  ),
  tv(
    'boks-kechasi',
    'sport',
    'sport',
    ['sport'],
    t('Бокс кечаси', 'Вечер бокса', 'Boxing night', 'Boks kechasi'),
    t(
      'Профессионал ва ҳаваскор бокс кечалари, чемпионлар билан суҳбатлар.',
      'Вечера профессионального и любительского бокса, интервью с чемпионами.',
      'Professional and amateur boxing nights, with interviews with champions.',
      'Professional va havaskor boks kechalari, chempionlar bilan suhbatlar.',
    ),
  ),
  tv(
    'olimpiya-yoli',
    'sport',
    'sport',
    ['sport'],
    t('Олимпия йўли', 'Олимпийский путь', 'The Olympic road', 'Olimpiya yo‘li'),
    t(
      'Терма жамоа аъзолари машғулотлардан то шоҳсупагача.',
      'Члены сборной — от тренировок до пьедестала.',
      'The national team, from training to the podium.',
      'Terma jamoa a’zolari mashg‘ulotlardan to shohsupagacha.',
    ),
  ),
  // --- culture ---------------------------------------------------------------------------------
  tv(
    'meros',
    'culture',
    'culture',
    ['madaniyat', 'uzbekistan'],
    t('Мерос', 'Наследие', 'Heritage', 'Meros'),
    t(
      'Ўзбек халқининг моддий ва маънавий мероси: обидалар, ҳунарлар, анъаналар.',
      'Материальное и духовное наследие узбекского народа: памятники, ремёсла, традиции.',
      'The Uzbek people’s heritage: monuments, crafts and traditions.',
      'O‘zbek xalqining moddiy va ma’naviy merosi: obidalar, hunarlar, an’analar.',
    ),
  ),
  tv(
    'teatr-olamida',
    'culture',
    'theatre',
    ['madaniyat'],
    t('Театр оламида', 'В мире театра', 'In the world of theatre', 'Teatr olamida'),
    t(
      'Премьералар, саҳна ортидаги ҳаёт ва актёрлар билан учрашувлар.',
      'Премьеры, жизнь за кулисами и встречи с актёрами.',
      'Premieres, life behind the scenes and meetings with actors.',
      'Premyeralar, sahna ortidagi hayot va aktyorlar bilan uchrashuvlar.',
    ),
    { daily: true },
  ),
  tv(
    'kitob-javoni',
    'culture',
    'theatre',
    ['madaniyat', 'toshkent'],
    t('Китоб жавони', 'Книжная полка', 'The bookshelf', 'Kitob javoni'),
    t(
      'Янги китоблар, ёзувчилар ва шоирлар билан суҳбатлар.',
      'Новые книги, беседы с писателями и поэтами.',
      'New books and conversations with writers and poets.',
      'Yangi kitoblar, yozuvchilar va shoirlar bilan suhbatlar.',
    ),
  ),
  tv(
    'hunarmand',
    'culture',
    'culture',
    ['samarqand', 'andijon', 'mahalla', 'uzbekistan'],
    t('Ҳунарманд', 'Ремесленник', 'The craftsman', 'Hunarmand'),
    t(
      'Кулолчилик, зардўзлик ва ёғоч ўймакорлиги усталари ўз сирларини очади.',
      'Мастера керамики, золотого шитья и резьбы по дереву раскрывают свои секреты.',
      'Masters of pottery, gold embroidery and wood carving share their secrets.',
      'Kulolchilik, zardo‘zlik va yog‘och o‘ymakorligi ustalari o‘z sirlarini ochadi.',
    ),
  ),
  tv(
    'oshxona',
    'culture',
    'entertainment',
    ['oilaviy', 'toshkent'],
    t('Ошхона', 'Кухня', 'The kitchen', 'Oshxona'),
    t(
      'Ўзбек ва жаҳон таомлари: ошпазлар билан бирга пиширамиз.',
      'Узбекская и мировая кухня: готовим вместе с поварами.',
      'Uzbek and world cuisine, cooked along with chefs.',
      'O‘zbek va jahon taomlari: oshpazlar bilan birga pishiramiz.',
    ),
  ),
  // --- documentary -----------------------------------------------------------------------------
  tv(
    'hujjatli-film',
    'documentary',
    'documentary',
    { home: 'dunyo' },
    t('Ҳужжатли фильм', 'Документальный фильм', 'Documentary', 'Hujjatli film'),
    t(
      'Ўзбек ва жаҳон ҳужжатли киносининг энг яхши намуналари.',
      'Лучшие образцы узбекского и мирового документального кино.',
      'The best of Uzbek and world documentary film.',
      'O‘zbek va jahon hujjatli kinosining eng yaxshi namunalari.',
    ),
  ),
  tv(
    'buyuk-ipak-yoli',
    'documentary',
    'documentary',
    ['dunyo', 'madaniyat', 'uzbekistan'],
    t('Буюк ипак йўли', 'Великий шёлковый путь', 'The Great Silk Road', 'Buyuk ipak yo‘li'),
    t(
      'Карвон йўллари бўйлаб саёҳат: Самарқанддан Бухорогача ва ундан нарига.',
      'Путешествие по караванным путям: от Самарканда до Бухары и дальше.',
      'A journey along the caravan routes, from Samarkand to Bukhara and beyond.',
      'Karvon yo‘llari bo‘ylab sayohat: Samarqanddan Buxorogacha va undan nariga.',
    ),
    { daily: true },
  ),
  tv(
    'tabiat-mojizalari',
    'documentary',
    'documentary',
    ['dunyo', 'kinoteatr', 'oilaviy'],
    t('Табиат мўъжизалари', 'Чудеса природы', 'Wonders of nature', 'Tabiat mo‘jizalari'),
    t(
      'Чатқол тоғларидан Орол бўйигача: Ўзбекистон табиати ва ҳайвонот олами.',
      'От Чаткальских гор до Приаралья: природа и животный мир Узбекистана.',
      'From the Chatkal mountains to the Aral shore: Uzbekistan’s nature and wildlife.',
      'Chatqol tog‘laridan Orol bo‘yigacha: O‘zbekiston tabiati va hayvonot olami.',
    ),
  ),
  tv(
    'qadimiy-shaharlar',
    'documentary',
    'documentary',
    ['dunyo', 'samarqand', 'uzbekistan24', 'andijon'],
    t('Қадимий шаҳарлар', 'Древние города', 'Ancient cities', 'Qadimiy shaharlar'),
    t(
      'Хива, Бухоро, Термиз ва Шаҳрисабзнинг минг йиллик тарихи.',
      'Тысячелетняя история Хивы, Бухары, Термеза и Шахрисабза.',
      'A thousand years of Khiva, Bukhara, Termez and Shahrisabz.',
      'Xiva, Buxoro, Termiz va Shahrisabzning ming yillik tarixi.',
    ),
  ),
  tv(
    'ilm-fan',
    'documentary',
    'education',
    ['madaniyat', 'dunyo', 'toshkent'],
    t('Илм-фан', 'Наука', 'Science today', 'Ilm-fan'),
    t(
      'Олимларимизнинг кашфиётлари ва фаннинг кундалик ҳаётдаги ўрни.',
      'Открытия наших учёных и место науки в повседневной жизни.',
      'Our scientists’ discoveries and science in everyday life.',
      'Olimlarimizning kashfiyotlari va fanning kundalik hayotdagi o‘rni.',
    ),
  ),
  // --- children --------------------------------------------------------------------------------
  tv(
    'multfilmlar',
    'kids',
    'children',
    ['bolajon'],
    t('Мультфильмлар', 'Мультфильмы', 'Cartoons', 'Multfilmlar'),
    t(
      'Ўзбек ва жаҳон мультфильмлари энг кичик томошабинлар учун.',
      'Узбекские и зарубежные мультфильмы для самых маленьких зрителей.',
      'Uzbek and world cartoons for the youngest viewers.',
      'O‘zbek va jahon multfilmlari eng kichik tomoshabinlar uchun.',
    ),
    { daily: true },
  ),
  tv(
    'alifbo',
    'kids',
    'education',
    ['bolajon'],
    t('Алифбо', 'Азбука', 'The alphabet', 'Alifbo'),
    t(
      'Ҳарфлар ва сўзлар дунёсига қувноқ саёҳат.',
      'Весёлое путешествие в мир букв и слов.',
      'A cheerful journey into the world of letters and words.',
      'Harflar va so‘zlar dunyosiga quvnoq sayohat.',
    ),
  ),
  tv(
    'kichkintoylar',
    'kids',
    'children',
    ['bolajon'],
    t('Кичкинтойлар', 'Малыши', 'Little ones', 'Kichkintoylar'),
    t(
      'Мактабгача ёшдаги болалар учун ўйинлар, қўшиқлар ва машқлар.',
      'Игры, песни и зарядка для дошкольников.',
      'Games, songs and exercises for pre-school children.',
      'Maktabgacha yoshdagi bolalar uchun o‘yinlar, qo‘shiqlar va mashqlar.',
    ),
  ),
  tv(
    'ertaklar',
    'kids',
    'children',
    ['bolajon'],
    t('Эртаклар', 'Сказки', 'Fairy tales', 'Ertaklar'),
    t(
      'Ўзбек халқ эртаклари ва жаҳон адабиётидан ҳикоялар.',
      'Узбекские народные сказки и истории из мировой литературы.',
      'Uzbek folk tales and stories from world literature.',
      'O‘zbek xalq ertaklari va jahon adabiyotidan hikoyalar.',
    ),
  ),
  tv(
    'bilimdonlar',
    'kids',
    'education',
    ['bolajon'],
    t('Билимдонлар', 'Знатоки', 'Young experts', 'Bilimdonlar'),
    t(
      'Мактаб ўқувчилари ўртасида интеллектуал беллашув.',
      'Интеллектуальная игра для школьников.',
      'A quiz for school pupils.',
      'Maktab o‘quvchilari o‘rtasida intellektual bellashuv.',
    ),
  ),
  // --- music -----------------------------------------------------------------------------------
  tv(
    'konsert',
    'music',
    'music',
    { home: 'navo' },
    t('Концерт', 'Концерт', 'Concert', 'Konsert'),
    t(
      'Ўзбекистоннинг таниқли ижрочилари концертларидан ёзувлар.',
      'Записи концертов известных исполнителей Узбекистана.',
      'Recordings of concerts by Uzbekistan’s well-known performers.',
      'O‘zbekistonning taniqli ijrochilari konsertlaridan yozuvlar.',
    ),
    { daily: true },
  ),
  tv(
    'xit-parad',
    'music',
    'music',
    ['navo', 'yoshlar'],
    t('Хит-парад', 'Хит-парад', 'Hit parade', 'Xit-parad'),
    t(
      'Ҳафтанинг энг машҳур қўшиқлари томошабинлар овози бўйича.',
      'Самые популярные песни недели по голосам зрителей.',
      'The week’s most popular songs, as voted by viewers.',
      'Haftaning eng mashhur qo‘shiqlari tomoshabinlar ovozi bo‘yicha.',
    ),
  ),
  tv(
    'maqom-ohanglari',
    'music',
    'music',
    ['navo', 'madaniyat'],
    t('Мақом оҳанглари', 'Мелодии макома', 'Maqom melodies', 'Maqom ohanglari'),
    t(
      'Шашмақом ва мумтоз мусиқа усталари ижросида.',
      'Шашмаком и классическая музыка в исполнении мастеров.',
      'Shashmaqom and classical music played by masters.',
      'Shashmaqom va mumtoz musiqa ustalari ijrosida.',
    ),
  ),
  tv(
    'estrada-yulduzlari',
    'music',
    'music',
    ['navo', 'yoshlar'],
    t('Эстрада юлдузлари', 'Звёзды эстрады', 'Pop stars', 'Estrada yulduzlari'),
    t(
      'Эстрада хонандалари билан суҳбатлар ва уларнинг янги клиплари.',
      'Интервью с эстрадными певцами и их новые клипы.',
      'Interviews with pop singers and their new videos.',
      'Estrada xonandalari bilan suhbatlar va ularning yangi kliplari.',
    ),
  ),
  tv(
    'bolalar-qoshiqlari',
    'music',
    'children',
    ['bolajon'],
    t('Болалар қўшиқлари', 'Детские песни', 'Children’s songs', 'Bolalar qo‘shiqlari'),
    t(
      'Болалар хорлари ва ёш хонандалар ижросидаги қўшиқлар.',
      'Песни в исполнении детских хоров и юных певцов.',
      'Songs sung by children’s choirs and young singers.',
      'Bolalar xorlari va yosh xonandalar ijrosidagi qo‘shiqlar.',
    ),
  ),
  // --- films, series and the night (not recorded into the archive) ---------------------------
  tv(
    'badiiy-film',
    'film',
    'cinema',
    { home: 'kinoteatr' },
    t('Бадиий фильм', 'Художественный фильм', 'Feature film', 'Badiiy film'),
    t(
      'Оқшом учун бадиий фильм.',
      'Художественный фильм на вечер.',
      'A feature film for the evening.',
      'Oqshom uchun badiiy film.',
    ),
  ),
  tv(
    'uzbek-kinosi',
    'film',
    'cinema',
    ['kinoteatr', 'uzbekistan', 'yoshlar'],
    t('Ўзбек киноси', 'Узбекское кино', 'Uzbek cinema', 'O‘zbek kinosi'),
    t(
      '«Ўзбекфильм» олтин фонди ва янги ўзбек фильмлари.',
      'Золотой фонд «Узбекфильма» и новое узбекское кино.',
      'The classics of Uzbekfilm and new Uzbek films.',
      '«O‘zbekfilm» oltin fondi va yangi o‘zbek filmlari.',
    ),
  ),
  tv(
    'jahon-kinosi',
    'film',
    'cinema',
    ['kinoteatr'],
    t('Жаҳон киноси', 'Мировое кино', 'World cinema', 'Jahon kinosi'),
    t(
      'Жаҳон кинематографининг машҳур асарлари ўзбек тилида.',
      'Известные фильмы мирового кино на узбекском языке.',
      'Famous films of world cinema, dubbed in Uzbek.',
      'Jahon kinematografining mashhur asarlari o‘zbek tilida.',
    ),
  ),
  tv(
    'teleserial',
    'series',
    'cinema',
    { home: 'oilaviy' },
    t('Телесериал', 'Телесериал', 'TV series', 'Teleserial'),
    t('Кундалик телесериал.', 'Ежедневный телесериал.', 'The daily TV series.', 'Kundalik teleserial.'),
  ),
  tv(
    'oilaviy-serial',
    'series',
    'cinema',
    ['oilaviy', 'mahalla'],
    t('Оилавий сериал', 'Семейный сериал', 'Family series', 'Oilaviy serial'),
    t(
      'Бир оила ҳаёти ҳақида кўп қисмли фильм.',
      'Многосерийный фильм о жизни одной семьи.',
      'A serial about the life of one family.',
      'Bir oila hayoti haqida ko‘p qismli film.',
    ),
  ),
  tv(
    'tungi-efir',
    'night',
    'entertainment',
    { home: 'uzbekistan' },
    t('Тунги эфир', 'Ночной эфир', 'Night broadcast', 'Tungi efir'),
    t(
      'Тун бўйи мусиқа ва кун дастурларининг такрори.',
      'Музыка и повторы дневных программ всю ночь.',
      'Music and repeats of the day’s programmes through the night.',
      'Tun bo‘yi musiqa va kun dasturlarining takrori.',
    ),
  ),
  // --- radio -----------------------------------------------------------------------------------
  radio(
    'radio-axborot',
    'news',
    'news',
    { home: 'uzbekistan-radio' },
    t('Радио ахборот', 'Радионовости', 'Radio news', 'Radio axborot'),
    t(
      'Ҳар соат бошида қисқа янгиликлар ва об-ҳаво.',
      'Короткие новости и погода в начале каждого часа.',
      'Short news and the weather at the top of every hour.',
      'Har soat boshida qisqa yangiliklar va ob-havo.',
    ),
  ),
  radio(
    'tonggi-kayfiyat',
    'morning',
    'entertainment',
    { home: 'toshkent-radio' },
    t('Тонги кайфият', 'Утреннее настроение', 'Morning mood', 'Tonggi kayfiyat'),
    t(
      'Тонги радио шоу: мусиқа, йўллардаги вазият ва табриклар.',
      'Утреннее радиошоу: музыка, ситуация на дорогах и поздравления.',
      'The morning radio show: music, traffic news and greetings.',
      'Tonggi radio shou: musiqa, yo‘llardagi vaziyat va tabriklar.',
    ),
  ),
  radio(
    'efirda-suhbat',
    'talk',
    'society',
    ['uzbekistan-radio', 'toshkent-radio', 'yoshlar-radio'],
    t('Эфирда суҳбат', 'Беседа в эфире', 'On-air conversation', 'Efirda suhbat'),
    t(
      'Меҳмонлар билан жонли суҳбат ва тингловчиларнинг саволлари.',
      'Живой разговор с гостями и вопросы слушателей.',
      'A live conversation with guests and listeners’ questions.',
      'Mehmonlar bilan jonli suhbat va tinglovchilarning savollari.',
    ),
  ),
  radio(
    'oila-davrasida',
    'talk',
    'society',
    ['mahalla-radio'],
    t('Оила даврасида', 'В кругу семьи', 'Family circle', 'Oila davrasida'),
    t(
      'Оила, фарзанд тарбияси ва қўшничилик ҳақида суҳбатлар.',
      'Беседы о семье, воспитании детей и добрососедстве.',
      'Conversations about family, bringing up children and good neighbours.',
      'Oila, farzand tarbiyasi va qo‘shnichilik haqida suhbatlar.',
    ),
  ),
  radio(
    'sevimli-qoshiqlar',
    'music',
    'music',
    { home: 'yoshlar-radio' },
    t('Севимли қўшиқлар', 'Любимые песни', 'Favourite songs', 'Sevimli qo‘shiqlar'),
    t(
      'Тингловчилар буюртмаси бўйича қўшиқлар.',
      'Песни по заявкам слушателей.',
      'Songs requested by listeners.',
      'Tinglovchilar buyurtmasi bo‘yicha qo‘shiqlar.',
    ),
  ),
  radio(
    'yoshlar-tolqini',
    'music',
    'music',
    ['yoshlar-radio'],
    t('Ёшлар тўлқини', 'Молодёжная волна', 'Youth wave', 'Yoshlar to‘lqini'),
    t(
      'Янги мусиқа, ёш ижрочилар ва интерактив ўйинлар.',
      'Новая музыка, молодые исполнители и интерактивные игры.',
      'New music, young performers and call-in games.',
      'Yangi musiqa, yosh ijrochilar va interaktiv o‘yinlar.',
    ),
  ),
  radio(
    'adabiy-efir',
    'culture',
    'theatre',
    { home: 'toshkent-radio' },
    t('Адабий эфир', 'Литературный эфир', 'Literary hour', 'Adabiy efir'),
    t(
      'Шеърият ва насрдан парчалар таниқли актёрлар ижросида.',
      'Поэзия и проза в исполнении известных актёров.',
      'Poetry and prose read by well-known actors.',
      'She’riyat va nasrdan parchalar taniqli aktyorlar ijrosida.',
    ),
  ),
  radio(
    'radiospektakl',
    'drama',
    'theatre',
    { home: 'uzbekistan-radio' },
    t('Радиоспектакль', 'Радиоспектакль', 'Radio play', 'Radiospektakl'),
    t(
      'Ўзбек ва жаҳон драматургияси асосидаги радиоспектакллар.',
      'Радиоспектакли по узбекской и мировой драматургии.',
      'Radio plays from Uzbek and world drama.',
      'O‘zbek va jahon dramaturgiyasi asosidagi radiospektakllar.',
    ),
  ),
  radio(
    'tungi-ohanglar',
    'night',
    'music',
    { home: 'yoshlar-radio' },
    t('Тунги оҳанглар', 'Ночные мелодии', 'Night melodies', 'Tungi ohanglar'),
    t(
      'Тун бўйи осойишта мусиқа.',
      'Спокойная музыка всю ночь.',
      'Calm music through the night.',
      'Tun bo‘yi osoyishta musiqa.',
    ),
  ),
];

/** Kinds whose broadcasts are recorded into the archive (films, series and fillers are not). */
export const RECORDED_KINDS: ReadonlySet<string> = new Set([
  'news',
  'morning',
  'talk',
  'sport',
  'culture',
  'documentary',
  'kids',
  'music',
]);
