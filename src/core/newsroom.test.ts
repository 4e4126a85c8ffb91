import { describe, expect, it } from 'vitest';
import { NEWSROOM_REFERENCES, NEWSROOM_TYPES } from './newsroom';
import { SlugSchema } from './schemas/common';
import { NEWSROOM_DOCUMENTS } from './schemas/newsroom';

type Json = Record<string, unknown>;

describe('the newsroom references', () => {
  it('name fields of the documents that hold an id (or a list of ids) of a newsroom type', () => {
    for (const [type, fields] of Object.entries(NEWSROOM_REFERENCES)) {
      const props = (NEWSROOM_DOCUMENTS[type as keyof typeof NEWSROOM_DOCUMENTS] as unknown as Json)
        .properties as Record<string, Json>;
      for (const [field, target] of Object.entries(fields ?? {})) {
        const node = props[field];
        expect(node, `${type}.${field}`).toBeDefined();
        const slug = node?.type === 'array' ? (node.items as Json) : node;
        expect(slug?.pattern, `${type}.${field}`).toBe((SlugSchema as unknown as Json).pattern);
        expect(NEWSROOM_TYPES).toContain(target);
      }
    }
  });

  it('cover every id field named after a type', () => {
    // A new `channel`, `broadcast` or `category` field would otherwise be typed as an id.
    for (const type of NEWSROOM_TYPES) {
      const props = (NEWSROOM_DOCUMENTS[type] as unknown as Json).properties as Record<string, Json>;
      for (const field of Object.keys(props))
        if (['channel', 'channels', 'broadcast', 'category', 'parent'].includes(field))
          expect(NEWSROOM_REFERENCES[type]?.[field], `${type}.${field}`).toBeDefined();
    }
  });
});
