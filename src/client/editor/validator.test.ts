import type { RJSFSchema } from '@rjsf/utils';
import iconbox from '@widgets/iconbox/meta';
import { WIDGETS } from '@widgets/meta';
import title from '@widgets/title/meta';
import { describe, expect, it } from 'vitest';
import { createValidator, type Localize } from './validator';

const words: Localize = ({ keyword, params }) =>
  `${keyword}${params.limit === undefined ? '' : `:${params.limit}`}`;
const validator = createValidator(words);

/** The params schema as the settings form gets it (Inspector: without `$id` and `version`). */
function formSchema(schema: object): RJSFSchema {
  const { $id: _id, version: _version, ...rest } = schema as Record<string, unknown>;
  return rest as RJSFSchema;
}

describe('the settings form validator (TypeBox, no eval)', () => {
  it('accepts every example and the defaults of every widget', () => {
    for (const widget of WIDGETS) {
      const schema = formSchema(widget.schema);
      for (const example of widget.examples) {
        const { errors } = validator.validateFormData(example.params, schema);
        expect(errors, `${widget.name}: ${example.name}`).toEqual([]);
      }
    }
  });

  it('names the field and the limit of a number out of range', () => {
    const { errors, errorSchema } = validator.validateFormData(
      { text: { uz: 'Сарлавҳа' }, level: 5 },
      formSchema(title.schema),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ name: 'maximum', property: '.level', message: 'maximum:4' });
    expect(errorSchema).toEqual({ level: { __errors: ['maximum:4'] } });
  });

  it('puts a missing property on its own field', () => {
    const { errors, errorSchema } = validator.validateFormData({ level: 2 }, formSchema(title.schema));
    expect(errors).toEqual([expect.objectContaining({ name: 'required', property: '.text' })]);
    expect(errorSchema).toHaveProperty(['text', '__errors']);
  });

  it('says a value outside a list of choices once, not once per choice', () => {
    const { errors } = validator.validateFormData(
      { icon: 'no-such-icon', title: { en: 'A' } },
      formSchema(iconbox.schema),
    );
    expect(errors.filter((e) => e.property === '.icon')).toHaveLength(1);
  });

  it('checks nested fields: a text longer than its limit in one language', () => {
    const { errors } = validator.validateFormData(
      { text: { ru: 'x'.repeat(2001) }, level: 2 },
      formSchema(title.schema),
    );
    expect(errors).toEqual([expect.objectContaining({ name: 'maxLength', property: '.text.ru' })]);
  });

  it('isValid and rawValidation agree with the form check', () => {
    const schema = formSchema(title.schema);
    expect(validator.isValid(schema, { text: {}, level: 2 }, schema)).toBe(true);
    expect(validator.isValid(schema, { text: {}, level: 0 }, schema)).toBe(false);
    expect(validator.rawValidation(schema, { text: {}, level: 0 }).errors).not.toHaveLength(0);
  });
});
