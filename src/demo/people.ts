import type { I18nText } from '@core/lang';
import { t } from './data';

/**
 * The demo broadcaster's anchors (presenters, each the face of one programme) and persons
 * (guests, staff and regular contributors). All of them are invented; `nation` is an id of the
 * nation list (lists-data.ts). demo-library.ts turns them into `people` rows with their pictures.
 */

export interface DemoAnchor {
  id: string;
  sex: 'man' | 'woman';
  nation: string;
  name: I18nText;
  /** The programme they present (demo-programmes.ts); its home channel comes first in `channels`. */
  broadcast: string;
  /** Further channels they appear on. */
  alsoOn: string[];
  /** On air since (year). */
  since: number;
}

const anchor = (
  id: string,
  sex: 'man' | 'woman',
  nation: string,
  name: I18nText,
  broadcast: string,
  since: number,
  alsoOn: string[] = [],
): DemoAnchor => ({ id, sex, nation, name, broadcast, since, alsoOn });

export const ANCHORS: DemoAnchor[] = [
  anchor(
    'dilnoza-rahimova',
    'woman',
    'uzbek',
    t('Дилноза Раҳимова', 'Дилноза Рахимова', 'Dilnoza Rakhimova', 'Dilnoza Rahimova'),
    'axborot',
    2009,
  ),
  anchor(
    'sherzod-karimov',
    'man',
    'uzbek',
    t('Шерзод Каримов', 'Шерзод Каримов', 'Sherzod Karimov', 'Sherzod Karimov'),
    'yangiliklar',
    2014,
    ['uzbekistan'],
  ),
  anchor(
    'madina-yusupova',
    'woman',
    'uzbek',
    t('Мадина Юсупова', 'Мадина Юсупова', 'Madina Yusupova', 'Madina Yusupova'),
    'assalom-uzbekiston',
    2016,
  ),
  anchor(
    'botir-alimov',
    'man',
    'uzbek',
    t('Ботир Алимов', 'Ботир Алимов', 'Botir Alimov', 'Botir Alimov'),
    'futbol-superliga',
    2011,
  ),
  anchor(
    'nigora-hasanova',
    'woman',
    'uzbek',
    t('Нигора Ҳасанова', 'Нигора Хасанова', 'Nigora Khasanova', 'Nigora Hasanova'),
    'meros',
    2007,
  ),
  anchor(
    'jasur-toshmatov',
    'man',
    'uzbek',
    t('Жасур Тошматов', 'Жасур Тошматов', 'Jasur Toshmatov', 'Jasur Toshmatov'),
    'yoshlar-ovozi',
    2019,
  ),
  anchor(
    'feruza-ergasheva',
    'woman',
    'uzbek',
    t('Феруза Эргашева', 'Феруза Эргашева', 'Feruza Ergasheva', 'Feruza Ergasheva'),
    'oshxona',
    2015,
    ['toshkent'],
  ),
  anchor(
    'aziz-nazarov',
    'man',
    'tajik',
    t('Азиз Назаров', 'Азиз Назаров', 'Aziz Nazarov', 'Aziz Nazarov'),
    'davra-suhbati',
    2010,
    ['uzbekistan24'],
  ),
  anchor(
    'gulnora-mirzayeva',
    'woman',
    'uzbek',
    t('Гулнора Мирзаева', 'Гульнора Мирзаева', 'Gulnora Mirzaeva', 'Gulnora Mirzayeva'),
    'kichkintoylar',
    2013,
  ),
  anchor(
    'timur-kim',
    'man',
    'korean',
    t('Тимур Ким', 'Тимур Ким', 'Timur Kim', 'Timur Kim'),
    'dunyo-yangiliklari',
    2012,
    ['uzbekistan24'],
  ),
  anchor(
    'yelena-petrova',
    'woman',
    'russian',
    t('Елена Петрова', 'Елена Петрова', 'Elena Petrova', 'Yelena Petrova'),
    'iqtisodiyot-sharhi',
    2008,
  ),
  anchor(
    'baxtiyor-usmonov',
    'man',
    'uzbek',
    t('Бахтиёр Усмонов', 'Бахтиёр Усманов', 'Bakhtiyor Usmanov', 'Baxtiyor Usmonov'),
    'kurash',
    2017,
  ),
  anchor(
    'lola-sultonova',
    'woman',
    'uzbek',
    t('Лола Султонова', 'Лола Султанова', 'Lola Sultanova', 'Lola Sultonova'),
    'xit-parad',
    2018,
    ['yoshlar'],
  ),
  anchor(
    'rustam-qodirov',
    'man',
    'uzbek',
    t('Рустам Қодиров', 'Рустам Кадыров', 'Rustam Kadyrov', 'Rustam Qodirov'),
    'inson-va-qonun',
    2006,
    ['mahalla'],
  ),
  anchor(
    'zarina-abdullayeva',
    'woman',
    'tatar',
    t('Зарина Абдуллаева', 'Зарина Абдуллаева', 'Zarina Abdullaeva', 'Zarina Abdullayeva'),
    'teatr-olamida',
    2015,
  ),
  anchor(
    'aydos-embergenov',
    'man',
    'karakalpak',
    t('Айдос Ембергенов', 'Айдос Ембергенов', 'Aydos Embergenov', 'Aydos Embergenov'),
    'tabiat-mojizalari',
    2016,
  ),
  anchor(
    'kamola-saidova',
    'woman',
    'uzbek',
    t('Камола Саидова', 'Камола Саидова', 'Kamola Saidova', 'Kamola Saidova'),
    'poytaxt-yangiliklari',
    2020,
  ),
  anchor(
    'sardor-bekmurodov',
    'man',
    'uzbek',
    t('Сардор Бекмуродов', 'Сардор Бекмурадов', 'Sardor Bekmuradov', 'Sardor Bekmurodov'),
    'viloyat-xabarlari',
    2012,
    ['andijon'],
  ),
  anchor(
    'malika-tojiyeva',
    'woman',
    'tajik',
    t('Малика Тожиева', 'Малика Таджиева', 'Malika Tadjieva', 'Malika Tojiyeva'),
    'radio-axborot',
    2011,
    ['uzbekistan-radio'],
  ),
  anchor(
    'otabek-rahmonov',
    'man',
    'uzbek',
    t('Отабек Раҳмонов', 'Отабек Рахмонов', 'Otabek Rakhmonov', 'Otabek Rahmonov'),
    'yoshlar-tolqini',
    2021,
  ),
  anchor(
    'sevara-nazarova',
    'woman',
    'uzbek',
    t('Севара Назарова', 'Севара Назарова', 'Sevara Nazarova', 'Sevara Nazarova'),
    'adabiy-efir',
    2014,
    ['toshkent-radio'],
  ),
  anchor(
    'farrux-ismoilov',
    'man',
    'uzbek',
    t('Фаррух Исмоилов', 'Фаррух Исмаилов', 'Farrukh Ismailov', 'Farrux Ismoilov'),
    'oila-davrasida',
    2013,
  ),
];

export interface DemoPersonEntry {
  id: string;
  type: 'tv' | 'radio';
  nation: string;
  name: I18nText;
  channel: string | null;
  about: I18nText;
}

const person = (
  id: string,
  type: 'tv' | 'radio',
  nation: string,
  channel: string | null,
  name: I18nText,
  about: I18nText,
): DemoPersonEntry => ({ id, type, nation, channel, name, about });

export const PERSONS: DemoPersonEntry[] = [
  person(
    'ravshan-xolmurodov',
    'tv',
    'uzbek',
    'uzbekistan',
    t('Равшан Холмуродов', 'Равшан Холмурадов', 'Ravshan Kholmuradov', 'Ravshan Xolmurodov'),
    t(
      '«Ўзбекистон» телеканалининг бош режиссёри, ўттиздан ортиқ байрам концертларини саҳналаштирган.',
      'Главный режиссёр телеканала «Узбекистан», поставил более тридцати праздничных концертов.',
      'Chief director of the Uzbekistan channel; he has staged more than thirty festive concerts.',
      '«O‘zbekiston» telekanalining bosh rejissyori, o‘ttizdan ortiq bayram konsertlarini sahnalashtirgan.',
    ),
  ),
  person(
    'shahnoza-turayeva',
    'tv',
    'uzbek',
    'madaniyat',
    t('Шаҳноза Тўраева', 'Шахноза Тураева', 'Shakhnoza Turaeva', 'Shahnoza To‘rayeva'),
    t(
      'Маданий лойиҳалар продюсери, «Мерос» ва «Театр оламида» кўрсатувлари муаллифи.',
      'Продюсер культурных проектов, автор программ «Наследие» и «В мире театра».',
      'Producer of cultural projects; creator of Heritage and In the world of theatre.',
      'Madaniy loyihalar prodyuseri, «Meros» va «Teatr olamida» ko‘rsatuvlari muallifi.',
    ),
  ),
  person(
    'abdulla-niyozov',
    'tv',
    'uzbek',
    'navo',
    t('Абдулла Ниёзов', 'Абдулла Ниязов', 'Abdulla Niyazov', 'Abdulla Niyozov'),
    t(
      'Мақомчи хонанда ва бастакор, «Мақом оҳанглари» кўрсатувининг доимий меҳмони.',
      'Исполнитель макомов и композитор, постоянный гость программы «Мелодии макома».',
      'Maqom singer and composer, a regular guest of Maqom melodies.',
      'Maqomchi xonanda va bastakor, «Maqom ohanglari» ko‘rsatuvining doimiy mehmoni.',
    ),
  ),
  person(
    'oybek-eshonqulov',
    'tv',
    'uzbek',
    'sport',
    t('Ойбек Эшонқулов', 'Ойбек Эшанкулов', 'Oybek Eshankulov', 'Oybek Eshonqulov'),
    t(
      'Футбол мураббийи ва «Футбол: Суперлига» кўрсатувининг эксперти.',
      'Футбольный тренер и эксперт программы «Футбол: Суперлига».',
      'Football coach and the resident expert of Football: Super League.',
      'Futbol murabbiyi va «Futbol: Superliga» ko‘rsatuvining eksperti.',
    ),
  ),
  person(
    'dilorom-safarova',
    'tv',
    'uzbek',
    'madaniyat',
    t('Дилором Сафарова', 'Дилором Сафарова', 'Dilorom Safarova', 'Dilorom Safarova'),
    t(
      'Театр ва кино актрисаси, радиоспектакллар иштирокчиси.',
      'Актриса театра и кино, участница радиоспектаклей.',
      'Stage and screen actress who also performs in radio plays.',
      'Teatr va kino aktrisasi, radiospektakllar ishtirokchisi.',
    ),
  ),
  person(
    'nurlan-seytmuratov',
    'tv',
    'karakalpak',
    'dunyo',
    t('Нурлан Сейтмуратов', 'Нурлан Сейтмуратов', 'Nurlan Seytmuratov', 'Nurlan Seytmuratov'),
    t(
      'Шоир ва ўлкашунос, Орол бўйи ҳақидаги ҳужжатли фильмлар маслаҳатчиси.',
      'Поэт и краевед, консультант документальных фильмов о Приаралье.',
      'Poet and local historian who advises on documentaries about the Aral region.',
      'Shoir va o‘lkashunos, Orol bo‘yi haqidagi hujjatli filmlar maslahatchisi.',
    ),
  ),
  person(
    'alisher-valiyev',
    'tv',
    'uzbek',
    'dunyo',
    t('Алишер Валиев', 'Алишер Валиев', 'Alisher Valiev', 'Alisher Valiyev'),
    t(
      'Тарих фанлари доктори, «Буюк ипак йўли» туркумининг илмий маслаҳатчиси.',
      'Доктор исторических наук, научный консультант цикла «Великий шёлковый путь».',
      'Doctor of history, scientific adviser to The Great Silk Road series.',
      'Tarix fanlari doktori, «Buyuk ipak yo‘li» turkumining ilmiy maslahatchisi.',
    ),
  ),
  person(
    'marhabo-hamidova',
    'tv',
    'uzbek',
    'oilaviy',
    t('Марҳабо Ҳамидова', 'Мархабо Хамидова', 'Marhabo Khamidova', 'Marhabo Hamidova'),
    t(
      'Оилавий шифокор, «Саломатлик» кўрсатувида томошабинлар саволларига жавоб беради.',
      'Семейный врач, отвечает на вопросы зрителей в программе «Здоровье».',
      'Family doctor who answers viewers’ questions on Health matters.',
      'Oilaviy shifokor, «Salomatlik» ko‘rsatuvida tomoshabinlar savollariga javob beradi.',
    ),
  ),
  person(
    'andrey-li',
    'tv',
    'korean',
    'uzbekistan24',
    t('Андрей Ли', 'Андрей Ли', 'Andrey Li', 'Andrey Li'),
    t(
      'Бош оператор, йигирма йилдан бери янгиликлар хизматида ишлайди.',
      'Главный оператор, двадцать лет работает в службе новостей.',
      'Chief camera operator, with the news service for twenty years.',
      'Bosh operator, yigirma yildan beri yangiliklar xizmatida ishlaydi.',
    ),
  ),
  person(
    'gulbahor-karimova',
    'tv',
    'uzbek',
    'bolajon',
    t('Гулбаҳор Каримова', 'Гулбахор Каримова', 'Gulbakhor Karimova', 'Gulbahor Karimova'),
    t(
      'Болалар ёзувчиси, «Эртаклар» кўрсатуви учун ҳикоялар ёзади.',
      'Детская писательница, пишет истории для программы «Сказки».',
      'Children’s writer who writes the stories for Fairy tales.',
      'Bolalar yozuvchisi, «Ertaklar» ko‘rsatuvi uchun hikoyalar yozadi.',
    ),
  ),
  person(
    'sergey-ivanov',
    'radio',
    'russian',
    'toshkent-radio',
    t('Сергей Иванов', 'Сергей Иванов', 'Sergey Ivanov', 'Sergey Ivanov'),
    t(
      'Овоз режиссёри, радиоспектаклларни ёзиб олади.',
      'Звукорежиссёр, записывает радиоспектакли.',
      'Sound engineer who records the radio plays.',
      'Ovoz rejissyori, radiospektakllarni yozib oladi.',
    ),
  ),
  person(
    'zulfiya-ahmedova',
    'radio',
    'uyghur',
    'uzbekistan-radio',
    t('Зулфия Аҳмедова', 'Зульфия Ахмедова', 'Zulfiya Akhmedova', 'Zulfiya Ahmedova'),
    t(
      'Радио муҳаррири, «Эфирда суҳбат» эшиттиришини тайёрлайди.',
      'Редактор радио, готовит передачу «Беседа в эфире».',
      'Radio editor who produces On-air conversation.',
      'Radio muharriri, «Efirda suhbat» eshittirishini tayyorlaydi.',
    ),
  ),
];
