import { randomUUID } from 'node:crypto';
import type { FormPayload, SubmissionStatus } from '@core/schemas/forms';
import { addDays, broadcastClock } from '@core/time';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { formEvents, formSubmissions } from '../db/schema-forms';

interface DemoSubmission {
  form: string;
  payload: FormPayload;
  status: SubmissionStatus;
  answer?: string;
  daysAgo: number;
}

/**
 * A few requests of the demo user (a demo installation only, once, with the demo accounts), so
 * `my/tabriknoma/` and the newsroom's table show what they do before anyone has sent a form.
 */
export async function seedDemoSubmissions(db: Db, now = new Date()): Promise<number> {
  const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(formSubmissions);
  if (!demo || n > 0) return 0;
  const today = broadcastClock(now).date;
  const rows: DemoSubmission[] = [
    {
      form: 'tabriknoma',
      status: 'received',
      daysAgo: 0,
      payload: {
        type: 'radio',
        channel: 'yoshlar',
        detail: {
          fio: 'Нилуфар Саидова',
          date: addDays(today, 4),
          song: 'Юлдуз Усмонова — «Онажон»',
          message: 'Азиз онажон, туғилган кунингиз муборак бўлсин!',
        },
      },
    },
    {
      form: 'tabriknoma',
      status: 'done',
      answer: 'Табрикингиз 20-ноябрь куни «Тонг саломи» кўрсатувида эфирга узатилди.',
      daysAgo: 9,
      payload: {
        type: 'tv',
        channel: 'uzbekistan',
        detail: { fio: 'Бахтиёр Тошматов', date: addDays(today, -5), message: 'Ота, 60 ёшингиз муборак!' },
      },
    },
    {
      form: 'taklifnoma',
      status: 'in_work',
      answer: 'Мухбиримиз сиз билан боғланади.',
      daysAgo: 2,
      payload: {
        title: '«Ҳунар» кўрсатувига таклиф',
        detail: {
          who: 'Абдулла Қодиров',
          sex: 'man',
          age: 67,
          occupation: 'Кулол',
          info: 'Риштонлик уста кулол, эллик йилдан бери сопол идишлар ясайди ва шогирдлар тайёрлайди. Уни «Ҳунар» кўрсатувига таклиф қилишингизни сўраймиз.',
          you: 'Набираси Азиз Қодиров, +998 90 123 45 67',
        },
      },
    },
  ];
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const id = randomUUID();
      const at = new Date(now.getTime() - row.daysAgo * 86_400_000);
      await tx.insert(formSubmissions).values({
        id,
        form: row.form,
        userId: demo.id,
        lang: 'uz',
        email: demo.email,
        payload: row.payload,
        channel: row.payload.channel ?? null,
        status: row.status,
        answer: row.answer ?? null,
        createdAt: at,
        updatedAt: at,
      });
      await tx
        .insert(formEvents)
        .values({ submissionId: id, status: 'received', authorId: demo.id, createdAt: at });
      if (row.status !== 'received')
        await tx.insert(formEvents).values({
          submissionId: id,
          status: row.status,
          answer: row.answer ?? null,
          authorId: admin?.id ?? null,
          createdAt: new Date(at.getTime() + 3_600_000),
        });
    }
  });
  return rows.length;
}
