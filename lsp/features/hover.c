/* hover.c — textDocument/hover on a bone's name, declaration or any
 * reference to it: its index, name, parent chain, local transform and
 * absolute bind-pose position (the library's skeleton, SkSkeleton: Cal3D's
 * composition, shown when exact — no loop and no matrix on the chain). A
 * bone given as a matrix (BonesPro, LGW) shows the matrix and its
 * translation as written; a bone ID of an XMF or
 * XAF, the bone of its skeleton (skeleton_refs.c). A BonesPro animation
 * header line (keyed or a value alone) says which header value it is and
 * which values the format documents. */
#include "features.h"

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
static SkSpan bp_header_hover(const SkModel *m, uint32_t off, SkBuf *md) {
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

/* Hover text for bone ID `id` of an XMF/XAF document: a bone of its skeleton. */
static void describe_skeleton_bone(Lsp *s, LspDoc *d, int64_t id, SkBuf *md) {
  char *full;
  const SkDocument *sk = lsp_doc_skeleton(s, d, &full);
  char *path = full ? lsp_shown_path(s, full) : NULL;
  free(full);
  if (!sk || !sk->model) {
    sk_buf_printf(md, "**bone %lld** — %s", (long long)id, no_skeleton);
  } else {
    int32_t b = sk_bone_of_id(sk->model, id);
    if (b < 0)
      sk_buf_printf(md, "**bone %lld** is not in skeleton `%s` (%u bones: IDs 0 to %d)",
                    (long long)id, path, sk->model->nbones, (int)sk->model->nbones - 1);
    else
      describe_bone(sk->model, b, path, md);
  }
  free(path);
}

cJSON *lsp_hover(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const SkModel *m = d->doc->model;
  SkBoneAt at = sk_bone_at(m, off);
  SkBuf md = {0};
  if (at.kind == SK_AT_NOTHING) {
    at.span = bp_header_hover(m, off, &md);
    if (!sk_span_valid(at.span)) return NULL;
  } else if (at.kind == SK_AT_EXTERNAL) {
    describe_skeleton_bone(s, d, at.bone, &md);
  } else if (at.bone < 0) {
    sk_buf_puts(&md, "reference to no bone");
  } else {
    describe_bone(m, at.bone, NULL, &md);
  }
  cJSON *r = cJSON_CreateObject();
  cJSON *c = cJSON_AddObjectToObject(r, "contents");
  cJSON_AddStringToObject(c, "kind", "markdown");
  char *text = sk_buf_take(&md);
  cJSON_AddStringToObject(c, "value", text);
  free(text);
  cJSON_AddItemToObject(r, "range", lsp_range_json(s, d, at.span));
  return r;
}
