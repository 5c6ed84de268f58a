/* document.c — one document's check: detect the format, run its
 * front-end to build the model, then every enabled rule of the registry
 * that applies to the format. Surfaces (CLI, LSP) call only this. */
#include "check_layer.h"

#include <stdlib.h>

static void run_rules(SkDocument *doc, const SkOptions *opts, SkDiagSink *sink,
                      const SkCharacter *c, int32_t part) {
  SkContext ctx = {doc->src, doc->model, opts, doc->format, sk_source_eol_text(doc->src), c, part};
  for (size_t i = 0; i < sk_rule_count(); i++) {
    const SkRule *r = sk_rule_get((SkRuleId)i);
    if (!(r->formats & SK_FMT_BIT(doc->format))) continue;
    if (opts->severity[i] == SK_SEVERITY_OFF) continue;
    r->check(&ctx, sink);
  }
}

SkDocument *sk_document_check(SkSource *src, SkFormat format,
                              const SkOptions *opts) {
  return sk_document_check_reparse(src, format, opts, NULL);
}

SkDocument *sk_document_check_reparse(SkSource *src, SkFormat format,
                                      const SkOptions *opts, SkReparse *reparse) {
  return sk_document_check_in(src, format, opts, NULL, -1, reparse);
}

SkDocument *sk_document_check_in(SkSource *src, SkFormat format, const SkOptions *opts,
                                 const SkCharacter *character, int32_t part,
                                 SkReparse *reparse) {
  SkOptions defaults;
  if (!opts) sk_options_init(&defaults), opts = &defaults;
  SkDocument *doc = sk_xcalloc(1, sizeof *doc);
  doc->src = src;
  doc->format = format != SK_FORMAT_UNKNOWN
                    ? format
                    : sk_detect(src->path, src->raw, src->raw_len);
  SkDiagSink sink;
  sk_sink_init(&sink, &doc->diags, opts, doc->format);
  sink.reparse = reparse;

  const SkFormatSpec *fe = sk_format_spec(doc->format);
  /* What the format says of a file under another's name (SK006). */
  if (fe->name_check) fe->name_check(src, sk_format_spec(sk_format_from_path(src->path)), &sink);
  /* A format whose magic says what a file is (binary Cal3D) is judged by
   * its bytes, never as text in another encoding. */
  if (src->encoding != SK_ENCODING_BINARY && !fe->kind_of &&
      sk_utf16_kind(src->raw, src->raw_len)) {
    /* UTF-16 is not read: parsing it as 8-bit text would only produce
     * nonsense syntax errors, so say what the file is, once. */
    bool le = sk_utf16_kind(src->raw, src->raw_len) == 'L';
    bool bom = (unsigned char)src->raw[0] >= 0xFE;
    sk_report_sev(&sink, SK_RULE_SK004, SK_SEVERITY_ERROR, sk_span(0, 2),
                  "unsupported encoding: the file is UTF-16 (%s-endian%s); expected "
                  "UTF-8 (or Shift_JIS for .bon): save it as UTF-8 — nothing else in "
                  "it was checked",
                  le ? "little" : "big", bom ? le ? ", byte-order mark FF FE" : ", byte-order mark FE FF" : "");
  } else {
    if (fe->parse) {
      doc->model = fe->parse(src, opts, &sink);
      if (doc->model && !doc->model->incomplete) {
        run_rules(doc, opts, &sink, character, character ? part : -1);
        sk_suppressions_apply(src, doc->model, &doc->diags, &sink);
      } else if (doc->model) {
        /* Findings of the text with its damage repaired (repair.c). */
        sk_repair_check(doc, opts, character, character ? part : -1, run_rules);
      }
    }
  }
  sk_diag_list_sort(&doc->diags);
  return doc;
}

void sk_document_free(SkDocument *doc) {
  if (!doc) return;
  sk_model_free(doc->model);
  sk_diag_list_free(&doc->diags);
  sk_source_free(doc->src);
  free(doc);
}
