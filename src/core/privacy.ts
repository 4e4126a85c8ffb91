import type { I18nText } from './lang';

/**
 * The privacy notice (issue 28, decision 042; the page `privacy/`): what the portal keeps about
 * a person, where and for how long. Kept beside the code that keeps it: change both together.
 * "Where" states the deployment's choice (the database in Uzbekistan, README "My Efir"): a
 * deployment that keeps it elsewhere changes it.
 */
export const PRIVACY_NOTICE: I18nText = {
  en: `<h2>What we keep</h2>
<ul>
<li>Your account: username, e-mail, display name, phone number when you confirm it, profile picture, the profile you fill in (nationality and fax are optional).</li>
<li>My Efir: My list, where you stopped in recordings, and your history of what you watched or listened to — only after you agree to history, and never while it is paused.</li>
<li>Requests you send (invitations, congratulations, reports, casting, feedback), your comments and chat messages.</li>
<li>Sign-ins of editors and administrators (time, address, browser), for security.</li>
</ul>
<h2>Where</h2>
<p>Without an account, My Efir is kept only on your device (the browser’s local storage); nothing of it is sent to us. With an account, it is kept in the portal’s database, which is located in the Republic of Uzbekistan.</p>
<h2>For how long</h2>
<p>Until you remove it or delete your account. On the My data page you can download everything we hold about you (JSON) and delete your account: your personal data is deleted; requests that were already answered stay in the newsroom’s record without your name or contacts.</p>`,
  ru: `<h2>Что мы храним</h2>
<ul>
<li>Учётную запись: имя пользователя, e-mail, отображаемое имя, номер телефона после подтверждения, фото профиля, заполненный профиль (национальность и факс — по желанию).</li>
<li>«Мой Эфир»: «Мой список», место, где вы остановились в записях, и историю просмотров и прослушиваний — только с вашего согласия и никогда, пока история приостановлена.</li>
<li>Отправленные заявки (приглашения, поздравления, репортажи, кастинг, обратная связь), ваши комментарии и сообщения в чате.</li>
<li>Входы редакторов и администраторов (время, адрес, браузер) — для безопасности.</li>
</ul>
<h2>Где</h2>
<p>Без учётной записи «Мой Эфир» хранится только на вашем устройстве (в локальном хранилище браузера) и нам не передаётся. С учётной записью — в базе данных портала, которая находится в Республике Узбекистан.</p>
<h2>Как долго</h2>
<p>Пока вы их не удалите или не удалите учётную запись. На странице «Мои данные» можно скачать всё, что мы о вас храним (JSON), и удалить учётную запись: личные данные удаляются; заявки, на которые уже ответили, остаются в архиве редакции без вашего имени и контактов.</p>`,
  uz: `<h2>Нимани сақлаймиз</h2>
<ul>
<li>Ҳисобингиз: фойдаланувчи номи, e-mail, кўринадиган исм, тасдиқланган телефон рақами, профиль расми, тўлдирилган профиль (миллат ва факс ихтиёрий).</li>
<li>«Менинг Эфирим»: «Менинг рўйхатим», ёзувларда тўхтаган жойингиз ва кўрган ёки тинглаганларингиз тарихи — фақат розилигингиз билан ва тарих тўхтатилган пайтда ҳеч қачон.</li>
<li>Юборган сўровларингиз (таклифнома, табрикнома, мухбир, кастинг, мурожаат), изоҳларингиз ва чатдаги хабарларингиз.</li>
<li>Муҳаррир ва администраторларнинг киришлари (вақт, манзил, браузер) — хавфсизлик учун.</li>
</ul>
<h2>Қаерда</h2>
<p>Ҳисобсиз «Менинг Эфирим» фақат қурилмангизда (браузернинг маҳаллий хотирасида) сақланади ва бизга юборилмайди. Ҳисоб билан — портал маълумотлар базасида, у Ўзбекистон Республикасида жойлашган.</p>
<h2>Қанча муддат</h2>
<p>Уларни ёки ҳисобингизни ўчирмагунингизча. «Менинг маълумотларим» саҳифасида биз сиз ҳақингизда сақлайдиган ҳамма нарсани (JSON) юклаб олишингиз ва ҳисобингизни ўчиришингиз мумкин: шахсий маълумотлар ўчирилади; жавоб берилган сўровлар таҳририят архивида исмингиз ва алоқаларингизсиз қолади.</p>`,
  oz: `<h2>Nimani saqlaymiz</h2>
<ul>
<li>Hisobingiz: foydalanuvchi nomi, e-mail, ko‘rinadigan ism, tasdiqlangan telefon raqami, profil rasmi, to‘ldirilgan profil (millat va faks ixtiyoriy).</li>
<li>«Mening Efirim»: «Mening ro‘yxatim», yozuvlarda to‘xtagan joyingiz va ko‘rgan yoki tinglaganlaringiz tarixi — faqat roziligingiz bilan va tarix to‘xtatilgan paytda hech qachon.</li>
<li>Yuborgan so‘rovlaringiz (taklifnoma, tabriknoma, muxbir, kasting, murojaat), izohlaringiz va chatdagi xabarlaringiz.</li>
<li>Muharrir va administratorlarning kirishlari (vaqt, manzil, brauzer) — xavfsizlik uchun.</li>
</ul>
<h2>Qayerda</h2>
<p>Hisobsiz «Mening Efirim» faqat qurilmangizda (brauzerning mahalliy xotirasida) saqlanadi va bizga yuborilmaydi. Hisob bilan — portal ma’lumotlar bazasida, u O‘zbekiston Respublikasida joylashgan.</p>
<h2>Qancha muddat</h2>
<p>Ularni yoki hisobingizni o‘chirmaguningizcha. «Mening ma’lumotlarim» sahifasida biz siz haqingizda saqlaydigan hamma narsani (JSON) yuklab olishingiz va hisobingizni o‘chirishingiz mumkin: shaxsiy ma’lumotlar o‘chiriladi; javob berilgan so‘rovlar tahririyat arxivida ismingiz va aloqalaringizsiz qoladi.</p>`,
};
