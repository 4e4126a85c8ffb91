// Writes src/server/auth/common-passwords.txt: the passwords people pick most, refused at sign-up,
// reset and change (issue 6). Source: the ranked list of @zxcvbn-ts/language-common (from breach
// corpora), kept to the 8..128-character ones the length rule lets through, plus local favourites
// from Uzbek and Russian use that the list misses. Run: node scripts/gen-common-passwords.mjs
import { writeFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';

const LOCAL = [
  'parol123',
  'parol1234',
  'parolim1',
  'toshkent',
  'tashkent',
  'uzbekistan',
  "o'zbekiston",
  'ozbekiston',
  'samarkand',
  'samarqand',
  'buxoro123',
  'andijon1',
  'namangan',
  'fargona1',
  'assalom1',
  'salom123',
  'salomalaykum',
  'allohuakbar',
  'muhammad',
  'muhammadali',
  'abdulloh',
  'dilnoza1',
  'gulnora1',
  'sardor123',
  'пароль123',
  'пароль1234',
  'йцукенгш',
  'йцукен123',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zaq12wsx',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  'efir1234',
  'efirtv123',
  'uzreport',
  'mtrk1234',
  'ташкент1',
  'узбекистан',
  'самарканд',
  'любовь123',
];
const ranked = dictionary['passwords-common'].filter((p) => p.length >= 8 && p.length <= 128);
const words = [...new Set([...LOCAL, ...ranked.slice(0, 10000)].map((p) => p.toLowerCase()))];
writeFileSync(new URL('../src/server/auth/common-passwords.txt', import.meta.url), `${words.join('\n')}\n`);
console.log(`common-passwords.txt: ${words.length} passwords`);
