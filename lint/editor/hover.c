/* hover.c — what hover says of a place in a document (sk_hover): a bone's
 * name, declaration or any reference to it gives its index, name, parent
 * chain, local transform and absolute bind-pose position (the skeleton's,
 * SkSkeleton: Cal3D's composition, shown when exact — no loop and no
 * matrix on the chain). A bone given as a matrix (BonesPro, LGW) shows the
 * matrix and its translation as written; a bone ID of an XMF or XAF, the
 * bone of its skeleton (asked of the caller's hook). A BonesPro animation
 * header line (keyed or a value alone) says which header value it is and
 * which values the format documents. The text is Markdown. */
#include "../report.h"
#include "skellint/format_spec.h" /* sk_format_spec: the format's syntax */
#include "skellint/editor.h"

#include <stdlib.h>

static void parent_chain(const SkModel *m, int32_t b, SkBuf *md) {
  /* Root first: collect upwards, print backwards. */
  int32_t *chain = sk_xmalloc((m->nbones + 1) * sizeof *chain);
  uint32_t n = 0;
  bool loops = false;
  for (int32_t i = b; i >= 0 && (uint32_t)i < m->nbones; i = m->bones[i].parent) {
    if (n == m->nbones || n == 64) { loops = n == m->nbones; break; }
    chain[n++] = i;
  }
  if (loops) sk_buf_puts(md, "(loops) … → ");
  else if (n == 64) sk_buf_puts(md, "… → ");
  for (uint32_t k = n; k-- > 0;)
    sk_buf_printf(md, "`%s`%s", m->bones[chain[k]].name, k ? " → " : "");
  free(chain);
}

static void vec(SkBuf *md, const double *v, int n) {
  sk_buf_putc(md, '(');
  for (int i = 0; i < n; i++) sk_buf_printf(md, "%s%.6g", i ? ", " : "", v[i]);
  sk_buf_putc(md, ')');
}

/* A BonesPro animation header line (a format whose keywords are a header
 * in order): which of the eight values it is (the header words the
 * document wrote, sk_vocab_written). */
static SkSpan header_hover(const SkModel *m, uint32_t off, SkBuf *md) {
  SkWord w;
  SkWritten st;
  SkSpan line;
  SkFormat f = m ? m->format : SK_FORMAT_UNKNOWN;
  if (sk_format_spec(f)->keywords != SK_KEYWORDS_HEADER) return SK_NO_SPAN;
  int k = 0;
  for (;; k++) {
    if (!sk_vocab_word(f, (size_t)k, &w)) return SK_NO_SPAN;
    if (!sk_vocab_written(f, m, &w, &st)) continue;
    line = sk_span(st.key.start < st.value.start ? st.key.start : st.value.start,
                   st.key.end > st.value.end ? st.key.end : st.value.end);
    if (off >= line.start && off <= line.end) break;
  }
  sk_buf_printf(md, "**%s** — header value %d of 8%s\n\n%s\n", w.name, k + 1,
                st.alone ? ", written alone (as the BonesPro document lists it)" : "",
                w.description);
  if (w.values) {
    sk_buf_puts(md, "\nValues: ");
    for (const SkWordValue *v = w.values; v->value; v++)
      sk_buf_printf(md, "%s`%s`", v == w.values ? "" : ", ", v->value);
    sk_buf_putc(md, '\n');
  } else {
    sk_buf_puts(md, "\nValue: a frame number\n");
  }
  return line;
}

static void describe_bone(const SkModel *m, int32_t bone, const char *file, SkBuf *md) {
  const SkBone *b = &m->bones[bone];
  const SkSkeleton *sk = sk_model_skeleton(m);
  uint32_t children = sk->kid_at[bone + 1] - sk->kid_at[bone];
  sk_buf_printf(md, "**bone %d** `%s`", bone, b->name);
  if (file) sk_buf_printf(md, " in skeleton `%s`", file);
  sk_buf_puts(md, "\n\n- parent chain: ");
  parent_chain(m, bone, md);
  sk_buf_printf(md, "\n- children: %u\n", children);
  if (b->has_translation) sk_buf_puts(md, "- translation: "), vec(md, b->translation, 3), sk_buf_putc(md, '\n');
  if (b->has_rotation) sk_buf_puts(md, "- rotation: "), vec(md, b->rotation, 4), sk_buf_putc(md, '\n');
  if (b->has_matrix && b->matrix) {
    /* Matrix formats (BonesPro, LGW pivots): shown as written; the
     * translation row is the bone's position in the file's system. */
    sk_buf_puts(md, "- matrix rows: ");
    for (int r = 0; r < 3; r++) vec(md, b->matrix + 3 * r, 3), sk_buf_puts(md, r < 2 ? ", " : "\n");
    sk_buf_puts(md, "- position (matrix translation): "), vec(md, b->matrix + 9, 3), sk_buf_putc(md, '\n');
  }
  if (sk->exact[bone])
    sk_buf_puts(md, "- bind-pose position (absolute): "), vec(md, sk->pos[bone], 3), sk_buf_putc(md, '\n');
}

static const char *const no_skeleton =
    "no skeleton known: list this file in a Cal3D model file (`.cfg`) beside it with a "
    "`skeleton=` line, or set `\"skeleton\"` in `.skellint.json` or the editor's settings";

/* Bone ID `id` of a document without bones of its own: a bone of the
 * skeleton the hook names. */
static void describe_skeleton_bone(SkBoundSkeletonOf skeleton, void *arg, int64_t id,
                                   SkBuf *md) {
  SkBoundSkeleton sk = skeleton ? skeleton(arg) : (SkBoundSkeleton){0};
  if (!sk.model) {
    sk_buf_printf(md, "**bone %lld** — %s", (long long)id, no_skeleton);
    return;
  }
  int32_t b = sk_bone_of_id(sk.model, id);
  if (b < 0)
    sk_buf_printf(md, "**bone %lld** is not in skeleton `%s` (%u bones: IDs 0 to %d)",
                  (long long)id, sk.shown, sk.model->nbones, (int)sk.model->nbones - 1);
  else
    describe_bone(sk.model, b, sk.shown, md);
}

bool sk_hover(const SkDocument *doc, uint32_t offset, SkBoundSkeletonOf skeleton, void *arg,
              SkHover *out) {
  const SkModel *m = doc ? doc->model : NULL;
  SkBoneAt at = sk_bone_at(m, offset);
  SkBuf md = {0};
  *out = (SkHover){NULL, at.span};
  if (at.kind == SK_AT_NOTHING) {
    out->span = header_hover(m, offset, &md);
    if (!sk_span_valid(out->span)) return false;
  } else if (at.kind == SK_AT_EXTERNAL) {
    describe_skeleton_bone(skeleton, arg, at.bone, &md);
  } else if (at.bone < 0) {
    sk_buf_puts(&md, "reference to no bone");
  } else {
    describe_bone(m, at.bone, NULL, &md);
  }
  out->markdown = sk_buf_take(&md);
  return true;
}

void sk_hover_free(SkHover *h) {
  free(h->markdown);
  h->markdown = NULL;
}
