/* definition.c — where a bone is defined and where it is used, from a
 * place in a document. From a parent reference or an influence's bone
 * reference, the definition is the bone's name (its declaration when it
 * has none written); in a mesh or animation, a bone ID's definition is
 * the bone of the character's skeleton, which the caller finds
 * (sk_definition gives the ID). The references are every place that
 * refers to the bone under the cursor, with its name when asked. */
#include "../report.h"
#include "skellint/editor.h"

/* A reference to a bone of this document under the cursor: not on a
 * declaration, nor an ID of another file's skeleton. */
static bool on_reference(SkBoneAt at) {
  return at.kind != SK_AT_NOTHING && at.kind != SK_AT_BONE && at.kind != SK_AT_EXTERNAL &&
         at.bone >= 0;
}

SkDefinition sk_definition(const SkDocument *doc, uint32_t offset) {
  const SkModel *m = doc ? doc->model : NULL;
  SkBoneAt at = sk_bone_at(m, offset);
  if (at.kind == SK_AT_EXTERNAL) return (SkDefinition){SK_DEFINED_IN_SKELETON, SK_NO_SPAN, at.bone};
  if (at.kind == SK_AT_BONE || !on_reference(at))
    return (SkDefinition){SK_DEFINED_NOWHERE, SK_NO_SPAN, -1};
  const SkBone *b = &m->bones[at.bone];
  return (SkDefinition){SK_DEFINED_HERE, sk_bone_place(b), at.bone};
}

bool sk_references(const SkDocument *doc, uint32_t offset, bool with_declaration,
                   SkSpans *out) {
  const SkModel *m = doc ? doc->model : NULL;
  SkBoneAt at = sk_bone_at(m, offset);
  if (!on_reference(at)) return false;
  sk_bone_references(m, at.bone, with_declaration, out);
  return true;
}
