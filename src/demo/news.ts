import type { I18nText } from '@core/lang';
import { t } from './data';

/**
 * The demo news: invented stories of the kind a national broadcaster's newsroom publishes, newest
 * first. library.ts dates them back from the seeding time; the summary is the lead, shown above
 * the body, and the body is the note of the story's category (where to watch more): a body never
 * repeats its lead (issue 24).
 */

export interface DemoNewsEntry {
  id: string;
  type: 'tv' | 'radio';
  category: string;
  channel: string;
  title: I18nText;
  summary: I18nText;
}

const item = (
  id: string,
  category: string,
  channel: string,
  title: I18nText,
  summary: I18nText,
  type: 'tv' | 'radio' = 'tv',
): DemoNewsEntry => ({ id, type, category, channel, title, summary });

export const NEWS: DemoNewsEntry[] = [
  item(
    'fruit-exports-grow',
    'economy',
    'uzbekistan24',
    t(
      'Мева-сабзавот экспорти бешдан бирга ўсди',
      'Экспорт плодоовощной продукции вырос на пятую часть',
      'Fruit and vegetable exports grow by a fifth',
      'Meva-sabzavot eksporti beshdan birga o‘sdi',
    ),
    t(
      'Йил бошидан бери фермерлар ўттиздан ортиқ давлатга мева ва сабзавот етказиб берди.',
      'С начала года фермеры поставили фрукты и овощи более чем в тридцать стран.',
      'Since the start of the year farmers have shipped fruit and vegetables to more than thirty countries.',
      'Yil boshidan beri fermerlar o‘ttizdan ortiq davlatga meva va sabzavot yetkazib berdi.',
    ),
  ),
  item(
    'metro-stations-open',
    'society',
    'toshkent',
    t(
      'Тошкент метросида учта янги бекат очилди',
      'В ташкентском метро открылись три новые станции',
      'Three new stations open on the Tashkent metro',
      'Toshkent metrosida uchta yangi bekat ochildi',
    ),
    t(
      'Янги бекатлар шаҳарнинг жанубий туманларини марказ билан боғлайди.',
      'Новые станции связали южные районы города с центром.',
      'The new stations link the city’s southern districts with the centre.',
      'Yangi bekatlar shaharning janubiy tumanlarini markaz bilan bog‘laydi.',
    ),
  ),
  item(
    'kurash-five-golds',
    'sport',
    'sport',
    t(
      'Курашчиларимиз Осиё чемпионатида бешта олтин медал қўлга киритди',
      'Наши курашисты завоевали пять золотых медалей на чемпионате Азии',
      'Our kurash wrestlers win five golds at the Asian championship',
      'Kurashchilarimiz Osiyo chempionatida beshta oltin medal qo‘lga kiritdi',
    ),
    t(
      'Терма жамоа умумжамоа ҳисобида биринчи ўринни эгаллади.',
      'Сборная заняла первое место в общекомандном зачёте.',
      'The national team came first in the overall standings.',
      'Terma jamoa umumjamoa hisobida birinchi o‘rinni egalladi.',
    ),
  ),
  item(
    'madrasa-restored',
    'culture',
    'madaniyat',
    t(
      'Бухородаги мадрасада таъмирлаш ишлари якунланди',
      'В Бухаре завершена реставрация медресе',
      'Restoration of a madrasa in Bukhara is complete',
      'Buxorodagi madrasada ta’mirlash ishlari yakunlandi',
    ),
    t(
      'Усталар XVI аср нақшларини асл ранглари билан тиклади.',
      'Мастера восстановили узоры XVI века в их подлинных цветах.',
      'Craftsmen brought back sixteenth-century patterns in their original colours.',
      'Ustalar XVI asr naqshlarini asl ranglari bilan tikladi.',
    ),
  ),
  item(
    'music-festival-samarkand',
    'music',
    'navo',
    t(
      'Самарқандда халқаро мусиқа фестивали бошланади',
      'В Самарканде начинается международный музыкальный фестиваль',
      'An international music festival opens in Samarkand',
      'Samarqandda xalqaro musiqa festivali boshlanadi',
    ),
    t(
      'Регистон майдонида элликдан ортиқ мамлакатдан келган мусиқачилар чиқиш қилади.',
      'На площади Регистан выступят музыканты из более чем пятидесяти стран.',
      'Musicians from more than fifty countries will play on the Registan square.',
      'Registon maydonida ellikdan ortiq mamlakatdan kelgan musiqachilar chiqish qiladi.',
    ),
  ),
  item(
    'school-computer-classes',
    'education',
    'uzbekistan',
    t(
      'Мингдан ортиқ мактабда янги компьютер синфлари очилди',
      'Более тысячи школ получили новые компьютерные классы',
      'More than a thousand schools get new computer classrooms',
      'Mingdan ortiq maktabda yangi kompyuter sinflari ochildi',
    ),
    t(
      'Ўқувчилар дастурлаш ва рақамли саводхонлик асосларини ўрганади.',
      'Школьники будут изучать основы программирования и цифровой грамотности.',
      'Pupils will learn the basics of programming and digital skills.',
      'O‘quvchilar dasturlash va raqamli savodxonlik asoslarini o‘rganadi.',
    ),
  ),
  item(
    'bolajon-new-series',
    'children',
    'bolajon',
    t(
      '«Болажон» телеканалида янги мультсериал',
      'Новый мультсериал на телеканале «Болажон»',
      'A new cartoon series on Bolajon',
      '«Bolajon» telekanalida yangi multserial',
    ),
    t(
      'Ёш ҳунарманд ва унинг дўстлари саргузаштлари ҳар куни эрталаб эфирда.',
      'Приключения юного ремесленника и его друзей — каждое утро в эфире.',
      'The adventures of a young craftsman and his friends, every morning.',
      'Yosh hunarmand va uning do‘stlari sarguzashtlari har kuni ertalab efirda.',
    ),
  ),
  item(
    'online-services-law',
    'news',
    'uzbekistan',
    t(
      'Давлат хизматларини онлайн кўрсатиш тўғрисидаги қонун қабул қилинди',
      'Принят закон об оказании государственных услуг онлайн',
      'A law on online public services is passed',
      'Davlat xizmatlarini onlayn ko‘rsatish to‘g‘risidagi qonun qabul qilindi',
    ),
    t(
      'Фуқаролар юзлаб хизматлардан идорага бормасдан фойдалана олади.',
      'Граждане смогут получать сотни услуг, не посещая ведомства.',
      'Citizens will be able to use hundreds of services without visiting an office.',
      'Fuqarolar yuzlab xizmatlardan idoraga bormasdan foydalana oladi.',
    ),
  ),
  item(
    'solar-plant-navoi',
    'economy',
    'uzbekistan24',
    t(
      'Навоий вилоятида янги қуёш электр станцияси ишга туширилди',
      'В Навоийской области запущена новая солнечная электростанция',
      'A new solar power plant goes online in Navoi region',
      'Navoiy viloyatida yangi quyosh elektr stansiyasi ishga tushirildi',
    ),
    t(
      'Станция юз мингдан ортиқ хонадонни электр энергияси билан таъминлайди.',
      'Станция обеспечит электроэнергией более ста тысяч домохозяйств.',
      'The plant will supply electricity to more than a hundred thousand homes.',
      'Stansiya yuz mingdan ortiq xonadonni elektr energiyasi bilan ta’minlaydi.',
    ),
  ),
  item(
    'volunteers-plant-trees',
    'society',
    'mahalla',
    t(
      'Маҳалла кўнгиллилари ўн минг туп дарахт экди',
      'Волонтёры махаллей посадили десять тысяч деревьев',
      'Neighbourhood volunteers plant ten thousand trees',
      'Mahalla ko‘ngillilari o‘n ming tup daraxt ekdi',
    ),
    t(
      'Акцияда мактаб ўқувчилари, талабалар ва оқсоқоллар иштирок этди.',
      'В акции участвовали школьники, студенты и аксакалы.',
      'Pupils, students and elders took part.',
      'Aksiyada maktab o‘quvchilari, talabalar va oqsoqollar ishtirok etdi.',
    ),
  ),
  item(
    'superliga-derby-draw',
    'sport',
    'sport',
    t(
      'Суперлига: «Пахтакор» ва «Насаф» дуранг ўйнади',
      'Суперлига: «Пахтакор» и «Насаф» сыграли вничью',
      'Super League: Pakhtakor and Nasaf draw',
      'Superliga: «Paxtakor» va «Nasaf» durang o‘ynadi',
    ),
    t(
      'Пойтахтдаги ўйин 1:1 ҳисобида якунланди, иккала гол ҳам иккинчи таймда урилди.',
      'Матч в столице завершился со счётом 1:1, оба гола забиты во втором тайме.',
      'The match in the capital ended 1–1, with both goals in the second half.',
      'Poytaxtdagi o‘yin 1:1 hisobida yakunlandi, ikkala gol ham ikkinchi taymda urildi.',
    ),
  ),
  item(
    'aral-film-award',
    'documentary',
    'dunyo',
    t(
      'Орол ҳақидаги ҳужжатли фильм халқаро фестивалда мукофот олди',
      'Документальный фильм об Арале получил награду международного фестиваля',
      'A documentary about the Aral Sea wins an international festival award',
      'Orol haqidagi hujjatli film xalqaro festivalda mukofot oldi',
    ),
    t(
      'Фильм денгиз бўйида яшовчи оилалар ва янги ўрмонлар ҳақида ҳикоя қилади.',
      'Фильм рассказывает о семьях, живущих у моря, и о новых лесах.',
      'The film tells of the families living by the sea and of the new forests.',
      'Film dengiz bo‘yida yashovchi oilalar va yangi o‘rmonlar haqida hikoya qiladi.',
    ),
  ),
  item(
    'theatre-season-opens',
    'theatre',
    'madaniyat',
    t(
      'Миллий театр янги мавсумни премьера билан очди',
      'Национальный театр открыл сезон премьерой',
      'The National Theatre opens its season with a premiere',
      'Milliy teatr yangi mavsumni premyera bilan ochdi',
    ),
    t(
      'Томошабинлар «Алпомиш» достони асосидаги спектаклни олқишлар билан кутиб олди.',
      'Зрители встретили аплодисментами спектакль по эпосу «Алпамыш».',
      'Audiences applauded a play based on the Alpamysh epic.',
      'Tomoshabinlar «Alpomish» dostoni asosidagi spektaklni olqishlar bilan kutib oldi.',
    ),
  ),
  item(
    'warm-days-ahead',
    'news',
    'uzbekistan24',
    t(
      'Об-ҳаво: олдинда илиқ ва қуёшли кунлар',
      'Погода: впереди тёплые и солнечные дни',
      'Weather: warm, sunny days ahead',
      'Ob-havo: oldinda iliq va quyoshli kunlar',
    ),
    t(
      'Синоптиклар мамлакатнинг аксар ҳудудларида ёғингарчиликсиз ҳаво кутмоқда.',
      'Синоптики ожидают сухую погоду в большинстве регионов страны.',
      'Forecasters expect dry weather across most of the country.',
      'Sinoptiklar mamlakatning aksar hududlarida yog‘ingarchiliksiz havo kutmoqda.',
    ),
  ),
  item(
    'samarkand-tourists-double',
    'economy',
    'samarqand',
    t(
      'Самарқандга келаётган сайёҳлар сони икки баравар ошди',
      'Туристический поток в Самарканд вырос вдвое',
      'Tourist numbers in Samarkand double',
      'Samarqandga kelayotgan sayyohlar soni ikki barobar oshdi',
    ),
    t(
      'Янги меҳмонхоналар ва тезюрар поездлар шаҳарга сафарни осонлаштирди.',
      'Новые гостиницы и скоростные поезда сделали поездку в город проще.',
      'New hotels and high-speed trains have made the trip easier.',
      'Yangi mehmonxonalar va tezyurar poyezdlar shaharga safarni osonlashtirdi.',
    ),
  ),
  item(
    'university-applications-online',
    'education',
    'yoshlar',
    t(
      'Олий ўқув юртларига ҳужжатлар онлайн қабул қилинади',
      'Документы в вузы принимаются онлайн',
      'University applications go online',
      'Oliy o‘quv yurtlariga hujjatlar onlayn qabul qilinadi',
    ),
    t(
      'Абитуриентлар аризани уйдан чиқмасдан топшириши мумкин.',
      'Абитуриенты могут подать заявление, не выходя из дома.',
      'Applicants can apply without leaving home.',
      'Abituriyentlar arizani uydan chiqmasdan topshirishi mumkin.',
    ),
  ),
  item(
    'young-boxers-medals',
    'sport',
    'sport',
    t(
      'Ёш боксчиларимиз учта медал билан қайтди',
      'Юные боксёры вернулись с тремя медалями',
      'Young boxers come home with three medals',
      'Yosh bokschilarimiz uchta medal bilan qaytdi',
    ),
    t(
      'Ўсмирлар ўртасидаги жаҳон чемпионатида бир олтин ва иккита бронза медал қўлга киритилди.',
      'На юношеском чемпионате мира завоёваны одна золотая и две бронзовые медали.',
      'One gold and two bronze medals at the youth world championship.',
      'O‘smirlar o‘rtasidagi jahon chempionatida bir oltin va ikkita bronza medal qo‘lga kiritildi.',
    ),
  ),
  item(
    'kokand-craft-fair',
    'culture',
    'andijon',
    t(
      'Қўқонда ҳунармандлар ярмаркаси ўтказилди',
      'В Коканде прошла ярмарка ремесленников',
      'A craft fair is held in Kokand',
      'Qo‘qonda hunarmandlar yarmarkasi o‘tkazildi',
    ),
    t(
      'Барча вилоятлардан келган усталар кулолчилик ва ёғоч ўймакорлиги намуналарини намойиш этди.',
      'Мастера из всех областей показали образцы керамики и резьбы по дереву.',
      'Masters from every region showed their pottery and wood carving.',
      'Barcha viloyatlardan kelgan ustalar kulolchilik va yog‘och o‘ymakorligi namunalarini namoyish etdi.',
    ),
  ),
  item(
    'hit-parade-of-the-year',
    'music',
    'navo',
    t(
      '«Наво» йилнинг хит-парадини тақдим этади',
      '«Наво» представляет хит-парад года',
      'Navo presents the hit parade of the year',
      '«Navo» yilning xit-paradini taqdim etadi',
    ),
    t(
      'Томошабинлар овоз бериши бўйича йилнинг энг яхши ўнта қўшиғи аниқланди.',
      'По голосам зрителей определены десять лучших песен года.',
      'Viewers have voted for the ten best songs of the year.',
      'Tomoshabinlar ovoz berishi bo‘yicha yilning eng yaxshi o‘nta qo‘shig‘i aniqlandi.',
    ),
  ),
  item(
    'rural-health-centres',
    'society',
    'oilaviy',
    t(
      'Қишлоқ туманларида янги оилавий поликлиникалар очилди',
      'В сельских районах открылись новые семейные поликлиники',
      'New family clinics open in rural districts',
      'Qishloq tumanlarida yangi oilaviy poliklinikalar ochildi',
    ),
    t(
      'Поликлиникалар замонавий ускуналар билан жиҳозланган.',
      'Поликлиники оснащены современным оборудованием.',
      'The clinics have modern equipment.',
      'Poliklinikalar zamonaviy uskunalar bilan jihozlangan.',
    ),
  ),
  item(
    'khiva-train-timetable',
    'news',
    'uzbekistan',
    t(
      'Хивага тезюрар поезд янги жадвал бўйича қатнайди',
      'Скоростной поезд в Хиву пойдёт по новому расписанию',
      'The high-speed train to Khiva gets a new timetable',
      'Xivaga tezyurar poyezd yangi jadval bo‘yicha qatnaydi',
    ),
    t(
      'Поезд энди ҳар куни қатнайди ва йўл вақти бир соатга қисқаради.',
      'Поезд будет ходить ежедневно, а время в пути сократится на час.',
      'The train will now run daily and the journey will be an hour shorter.',
      'Poyezd endi har kuni qatnaydi va yo‘l vaqti bir soatga qisqaradi.',
    ),
  ),
  item(
    'children-song-contest',
    'children',
    'bolajon',
    t(
      'Болалар қўшиқ танловининг финали бўлиб ўтди',
      'Состоялся финал детского песенного конкурса',
      'The children’s song contest holds its final',
      'Bolalar qo‘shiq tanlovining finali bo‘lib o‘tdi',
    ),
    t(
      'Ўн икки ёшли Нодира ғолиб бўлди ва болалар хори билан концертга таклиф қилинди.',
      'Победила двенадцатилетняя Нодира, её пригласили на концерт с детским хором.',
      'Twelve-year-old Nodira won and was invited to sing with the children’s choir.',
      'O‘n ikki yoshli Nodira g‘olib bo‘ldi va bolalar xori bilan konsertga taklif qilindi.',
    ),
  ),
  item(
    'andijan-textile-factory',
    'economy',
    'andijon',
    t(
      'Андижонда саккиз юз иш ўрнига эга тўқимачилик фабрикаси очилди',
      'В Андижане открылась текстильная фабрика на восемьсот рабочих мест',
      'A textile factory with eight hundred jobs opens in Andijan',
      'Andijonda sakkiz yuz ish o‘rniga ega to‘qimachilik fabrikasi ochildi',
    ),
    t(
      'Фабрика маҳаллий пахтадан тайёр кийим ишлаб чиқаради.',
      'Фабрика будет выпускать готовую одежду из местного хлопка.',
      'The factory will make clothes from local cotton.',
      'Fabrika mahalliy paxtadan tayyor kiyim ishlab chiqaradi.',
    ),
  ),
  item(
    'ancient-cities-filming',
    'documentary',
    'dunyo',
    t(
      '«Қадимий шаҳарлар» туркумининг суратга олиш ишлари бошланди',
      'Начались съёмки цикла «Древние города»',
      'Filming begins on the Ancient cities series',
      '«Qadimiy shaharlar» turkumining suratga olish ishlari boshlandi',
    ),
    t(
      'Ижодий гуруҳ Хива ва Шаҳрисабзда икки ой ишлайди.',
      'Съёмочная группа проработает в Хиве и Шахрисабзе два месяца.',
      'The crew will spend two months in Khiva and Shahrisabz.',
      'Ijodiy guruh Xiva va Shahrisabzda ikki oy ishlaydi.',
    ),
  ),
  item(
    'free-english-courses',
    'education',
    'yoshlar',
    t(
      'Ёшлар учун бепул инглиз тили курслари',
      'Бесплатные курсы английского языка для молодёжи',
      'Free English courses for young people',
      'Yoshlar uchun bepul ingliz tili kurslari',
    ),
    t(
      '«Ёшлар» телеканали ҳар шанба кечқурун янги дарсни эфирга узатади.',
      'Телеканал «Ёшлар» будет показывать новый урок каждую субботу вечером.',
      'Yoshlar will show a new lesson every Saturday evening.',
      '«Yoshlar» telekanali har shanba kechqurun yangi darsni efirga uzatadi.',
    ),
  ),
  item(
    'tashkent-marathon',
    'sport',
    'toshkent',
    t(
      'Тошкент марафонида ўн минг киши югурди',
      'В Ташкентском марафоне пробежали десять тысяч человек',
      'Ten thousand run the Tashkent marathon',
      'Toshkent marafonida o‘n ming kishi yugurdi',
    ),
    t(
      'Марафонда йигирмадан ортиқ мамлакатдан келган югурувчилар қатнашди.',
      'В марафоне участвовали бегуны из более чем двадцати стран.',
      'Runners from more than twenty countries took part.',
      'Marafonda yigirmadan ortiq mamlakatdan kelgan yuguruvchilar qatnashdi.',
    ),
  ),
  item(
    'book-fair-new-titles',
    'theatre',
    'toshkent-radio',
    t(
      'Китоб ярмаркасида беш юз янги нашр тақдим этилди',
      'На книжной ярмарке представлено пятьсот новых изданий',
      'Five hundred new titles at the book fair',
      'Kitob yarmarkasida besh yuz yangi nashr taqdim etildi',
    ),
    t(
      'Нашриётлар болалар адабиёти ва таржима асарларига алоҳида эътибор қаратди.',
      'Издательства уделили особое внимание детской литературе и переводам.',
      'Publishers gave pride of place to children’s books and translations.',
      'Nashriyotlar bolalar adabiyoti va tarjima asarlariga alohida e’tibor qaratdi.',
    ),
    'radio',
  ),
  item(
    'radio-anniversary',
    'news',
    'uzbekistan-radio',
    t(
      '«Ўзбекистон радиоси» юбилейини нишонлади',
      '«Радио Узбекистан» отметило юбилей',
      'Radio Uzbekistan celebrates its anniversary',
      '«O‘zbekiston radiosi» yubileyini nishonladi',
    ),
    t(
      'Байрам эфирида радионинг турли йиллардаги овозлари янгради.',
      'В праздничном эфире прозвучали голоса радио разных лет.',
      'The anniversary broadcast brought back the station’s voices through the years.',
      'Bayram efirida radioning turli yillardagi ovozlari yangradi.',
    ),
    'radio',
  ),
  item(
    'documents-in-mobile-app',
    'society',
    'uzbekistan24',
    t(
      'Ҳужжатларни энди мобил илова орқали олиш мумкин',
      'Документы теперь можно получить через мобильное приложение',
      'Documents can now be obtained through a mobile app',
      'Hujjatlarni endi mobil ilova orqali olish mumkin',
    ),
    t(
      'Маълумотномалар ва гувоҳномалар бир неча дақиқада электрон шаклда берилади.',
      'Справки и свидетельства выдаются в электронном виде за несколько минут.',
      'Certificates are issued electronically within minutes.',
      'Ma’lumotnomalar va guvohnomalar bir necha daqiqada elektron shaklda beriladi.',
    ),
  ),
  item(
    'museum-night',
    'culture',
    'madaniyat',
    t(
      '«Музейлар кечаси»: музейлар ярим тунгача бепул',
      '«Ночь музеев»: музеи бесплатно до полуночи',
      'Museum night: free entry until midnight',
      '«Muzeylar kechasi»: muzeylar yarim tungacha bepul',
    ),
    t(
      'Пойтахт ва вилоятлардаги музейлар экскурсиялар ва концертлар тайёрлади.',
      'Музеи столицы и областей подготовили экскурсии и концерты.',
      'Museums in the capital and the regions have prepared tours and concerts.',
      'Poytaxt va viloyatlardagi muzeylar ekskursiyalar va konsertlar tayyorladi.',
    ),
  ),
];

/** A story's body: where to watch or hear more, by category (every category of NEWS has one). */
export const NEWS_NOTES: Record<string, I18nText> = {
  news: t(
    'Батафсил маълумот «Ахборот» дастурида. Янгиликларни телеканалларимиз ва сайтимизда кузатиб боринг.',
    'Подробности — в программе «Ахборот». Следите за новостями на наших телеканалах и сайте.',
    'The full story is on Axborot news. Follow the news on our channels and website.',
    'Batafsil ma’lumot «Axborot» dasturida. Yangiliklarni telekanallarimiz va saytimizda kuzatib boring.',
  ),
  economy: t(
    'Мутахассислар фикрини «Иқтисодиёт шарҳи» кўрсатувида тинглашингиз мумкин.',
    'Мнения экспертов — в программе «Экономический обзор».',
    'Hear what the experts say on Economy review.',
    'Mutaxassislar fikrini «Iqtisodiyot sharhi» ko‘rsatuvida tinglashingiz mumkin.',
  ),
  society: t(
    'Бу мавзу «Муносабат» кўрсатувида муҳокама қилинади.',
    'Эту тему обсудят в программе «Отношение».',
    'The subject will be discussed on Viewpoint.',
    'Bu mavzu «Munosabat» ko‘rsatuvida muhokama qilinadi.',
  ),
  sport: t(
    'Энг ёрқин лаҳзаларни «Спорт» телеканалидаги «Спорт янгиликлари»да томоша қилинг.',
    'Лучшие моменты смотрите в «Новостях спорта» на телеканале «Спорт».',
    'Watch the highlights on Sport news on the Sport channel.',
    'Eng yorqin lahzalarni «Sport» telekanalidagi «Sport yangiliklari»da tomosha qiling.',
  ),
  culture: t(
    'Батафсил репортаж «Маданият ва маърифат» телеканалида.',
    'Подробный репортаж — на телеканале «Культура и просвещение».',
    'A full report is on the Culture and Enlightenment channel.',
    'Batafsil reportaj «Madaniyat va ma’rifat» telekanalida.',
  ),
  theatre: t(
    'Ижодкорлар билан суҳбатни «Китоб жавони» ва «Театр оламида» кўрсатувларида кўринг.',
    'Беседы с авторами — в программах «Книжная полка» и «В мире театра».',
    'Meet the artists on The bookshelf and In the world of theatre.',
    'Ijodkorlar bilan suhbatni «Kitob javoni» va «Teatr olamida» ko‘rsatuvlarida ko‘ring.',
  ),
  music: t(
    'Концертни «Наво» телеканалида тўлиқ томоша қилинг.',
    'Концерт целиком — на телеканале «Наво».',
    'Watch the whole concert on Navo.',
    'Konsertni «Navo» telekanalida to‘liq tomosha qiling.',
  ),
  children: t(
    'Болаларингиз билан бирга «Болажон» телеканалини томоша қилинг.',
    'Смотрите телеканал «Болажон» вместе с детьми.',
    'Watch Bolajon together with your children.',
    'Bolalaringiz bilan birga «Bolajon» telekanalini tomosha qiling.',
  ),
  documentary: t(
    'Фильмни «Дунё бўйлаб» телеканалида томоша қилишингиз мумкин.',
    'Фильм можно посмотреть на телеканале «Вокруг света».',
    'You can watch the film on Around the World.',
    'Filmni «Dunyo bo‘ylab» telekanalida tomosha qilishingiz mumkin.',
  ),
  education: t(
    'Таълим янгиликларини «Илм-фан» кўрсатувида кузатиб боринг.',
    'Следите за новостями образования в программе «Наука».',
    'Follow education news on Science today.',
    'Ta’lim yangiliklarini «Ilm-fan» ko‘rsatuvida kuzatib boring.',
  ),
};
