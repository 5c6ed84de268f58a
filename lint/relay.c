/* relay.c — the findings of a character's part that the user did not ask
 * for, told at the .cfg line that names it.
 *
 * A part of a .cfg that lies outside the .cfg's folder is context: read to
 * check the character, neither reported on its own nor written by a fix
 * (docs/security.md). What it says about the character — a bone ID the
 * skeleton lacks, a material past the materials, a morph target that does
 * not fit — is still the .cfg's business: each such finding is added to the
 * .cfg's document at the name of the part, with where in the part it is. */
#include "check_layer.h"

#include <stdlib.h>

size_t sk_document_relay(SkDocument *cfg, const SkCharacter *c, int32_t part,
                         const SkDocument *from) {
  const SkPart *parts;
  size_t n = sk_character_parts(c, &parts);
  if (!cfg || !from || part < 0 || (size_t)part >= n || parts[part].entry < 0) return 0;
  const SkPart *p = &parts[part];
  bool binary = sk_format_spec(from->format)->syntax == SK_SYNTAX_BINARY;
  /* The relayed findings go, in their order, after the .cfg's own
   * findings that start where the part's name does or before. */
  SkDiagList *l = &cfg->diags;
  size_t at = 0;
  while (at < l->count && l->items[at].span.start <= p->value.start) at++;
  size_t added = 0;
  for (size_t i = 0; i < from->diags.count; i++) {
    const SkDiagnostic *d = &from->diags.items[i];
    if (!sk_rule_compares_files(d->rule)) continue;
    char where[48];
    if (binary) snprintf(where, sizeof where, "at byte 0x%x", (unsigned)d->span.start);
    else snprintf(where, sizeof where, "line %u", (unsigned)sk_source_line_of(from->src, d->span.start) + 1);
    SK_ARRAY_PUSH(l->items, l->count, l->cap);
    memmove(&l->items[at + 1], &l->items[at], (l->count - 1 - at) * sizeof *l->items);
    SkDiagnostic *o = &l->items[at++];
    memset(o, 0, sizeof *o);
    o->rule = d->rule;
    o->severity = d->severity;
    o->span = p->value;
    o->bone = UINT32_MAX;
    o->message = sk_message_tidy(sk_xasprintf(
        "%s '%s' (outside the .cfg's folder: checked with the character, not reported on "
        "its own), %s: %s",
        sk_part_kind_name(p->kind), p->name, where, d->message));
    added++;
  }
  return added;
}
