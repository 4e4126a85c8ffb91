import { dateRuleBroken, FORM_NAMES, FORM_UI } from '@core/schemas/forms';
import { addDays, broadcastClock } from '@core/time';
import { describe, expect, it } from 'vitest';
import { acceptsFile, emptyValues, fieldMessage, formFields, payloadOf, serverFieldNames } from './fields';

const field = (form: Parameters<typeof formFields>[0], name: string) => {
  const found = formFields(form).find((f) => f.name === name);
  if (!found) throw new Error(`${form} has no ${name}`);
  return found;
};

/** The message of `name` once the form holds `values`. */
function messageOf(form: Parameters<typeof formFields>[0], name: string, values: Record<string, string>) {
  const all = { ...emptyValues(form), ...values };
  return fieldMessage(field(form, name), payloadOf(form, all), all);
}

describe('request form fields (from src/core/schemas/forms.ts)', () => {
  it.each(FORM_NAMES.map((form) => [form]))(
    '%s: every field of the layout, in its order, with a control',
    (form) => {
      const fields = formFields(form);
      expect(fields.map((f) => f.name)).toEqual(FORM_UI[form].order);
      expect(fields.every((f) => f.kind)).toBe(true);
    },
  );

  it('chooses the control from the schema', () => {
    const kinds = Object.fromEntries(formFields('qabulxona').map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      title: 'text',
      email: 'email',
      type: 'radio',
      message: 'textarea',
      channel: 'channel',
      broadcast: 'broadcast',
      'detail.region': 'region',
      'detail.phone': 'tel',
      'detail.sex': 'radio',
      'detail.birthday': 'date',
      'detail.status': 'select',
      file: 'file',
    });
    expect(field('taklifnoma', 'detail.age').kind).toBe('number');
    expect(field('qabulxona', 'detail.status').options).toEqual([
      'employed',
      'unemployed',
      'pensioner',
      'student',
    ]);
    expect(field('tabriknoma', 'channel').required).toBe(true);
    expect(field('tabriknoma', 'title').required).toBe(false);
    expect(field('reporter', 'files').required).toBe(true);
  });

  it('assembles the payload: trimmed, empty left out, whole numbers as numbers, detail always', () => {
    const values = {
      ...emptyValues('taklifnoma'),
      title: '  Jubilee ',
      'detail.age': '34',
      'detail.who': 'Dilnoza',
      files: '2',
    };
    expect(payloadOf('taklifnoma', values)).toEqual({
      title: 'Jubilee',
      detail: { age: 34, who: 'Dilnoza' },
    });
    expect(payloadOf('taklifnoma', { ...values, 'detail.age': '3.5' }).detail?.age).toBe('3.5');
    expect(payloadOf('feedback', { ...emptyValues('feedback'), website: ' x' })).toEqual({ website: ' x' });
  });

  it('says what is wrong with each field, from the schema', () => {
    expect(messageOf('qabulxona', 'title', {})).toEqual({ key: 'kit.forms:required' });
    expect(messageOf('qabulxona', 'detail.sex', {})).toEqual({ key: 'kit.forms:choose' });
    expect(messageOf('qabulxona', 'detail.sex', { 'detail.sex': 'other' })).toEqual({
      key: 'kit.forms:choose',
    });
    expect(messageOf('qabulxona', 'email', { email: 'nope' })).toEqual({ key: 'kit.forms:email' });
    expect(messageOf('qabulxona', 'detail.birthday', { 'detail.birthday': '2026-13-45' })).toEqual({
      key: 'kit.requests:errors.date',
    });
    expect(messageOf('qabulxona', 'detail.phone', { 'detail.phone': 'abc' })).toEqual({
      key: 'kit.requests:errors.phone',
    });
    expect(messageOf('qabulxona', 'detail.phone', { 'detail.phone': '+998 90 123 45 67' })).toBeNull();
    expect(messageOf('qabulxona', 'detail.city', { 'detail.city': 'x'.repeat(101) })).toEqual({
      key: 'kit.forms:maxLength',
      vars: { max: 100 },
    });
    expect(messageOf('taklifnoma', 'detail.age', { 'detail.age': '121' })).toEqual({
      key: 'kit.requests:errors.maximum',
      vars: { max: 120 },
    });
    expect(messageOf('taklifnoma', 'detail.age', { 'detail.age': 'ten' })).toEqual({
      key: 'kit.requests:errors.integer',
    });
    expect(messageOf('taklifnoma', 'detail.occupation', {})).toBeNull();
    expect(messageOf('reporter', 'files', {})).toEqual({ key: 'kit.requests:errors.files' });
    expect(messageOf('reporter', 'files', { files: '2' })).toBeNull();
    expect(messageOf('reporter', 'files', { files: '6' })).toEqual({
      key: 'kit.requests:errors.filesCount',
      vars: { max: 5 },
    });
  });

  it('checks the dates whose bound is today (Tashkent), as the server does', () => {
    const today = broadcastClock().date;
    expect(messageOf('tabriknoma', 'detail.date', { 'detail.date': addDays(today, -1) })).toEqual({
      key: 'kit.requests:errors.datePast',
    });
    expect(messageOf('tabriknoma', 'detail.date', { 'detail.date': today })).toBeNull();
    expect(messageOf('qabulxona', 'detail.birthday', { 'detail.birthday': today })).toEqual({
      key: 'kit.requests:errors.dateFuture',
    });
    expect(messageOf('reporter', 'detail.date', { 'detail.date': addDays(today, 1) })).toEqual({
      key: 'kit.requests:errors.dateFuture',
    });
    expect(messageOf('reporter', 'detail.date', { 'detail.date': today })).toBeNull();
    expect(dateRuleBroken('past', '2000-01-01', today)).toBeNull();
  });

  it('accepts files by type and size (10 MB)', () => {
    const image = { accept: 'image', count: 1, required: false } as const;
    const documents = { accept: 'document', count: 1, required: false } as const;
    expect(acceptsFile(image, { type: 'image/png', size: 1000 })).toBe(true);
    expect(acceptsFile(image, { type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(false);
    expect(acceptsFile(image, { type: 'application/pdf', size: 1000 })).toBe(false);
    expect(acceptsFile(documents, { type: 'application/pdf', size: 1000 })).toBe(true);
    expect(acceptsFile(documents, { type: 'text/html', size: 1000 })).toBe(false);
    expect(acceptsFile({ accept: 'media', count: 1, required: true }, { type: 'video/mp4', size: 1 })).toBe(
      true,
    );
  });

  it('maps the field names a server 400 may give', () => {
    const names = serverFieldNames('tabriknoma');
    expect(names).toMatchObject({
      fio: 'detail.fio',
      'detail/fio': 'detail.fio',
      '/detail/fio': 'detail.fio',
      '/title': 'title',
      song: 'detail.song',
    });
    // tabriknoma's own `message` is in detail; no common field has that name.
    expect(names.message).toBe('detail.message');
    expect(serverFieldNames('casting').title).toBeUndefined();
  });
});
