/* rule.h — all a rule sees: the text and model layers (skellint/text.h,
 * skellint/model.h: the model and its skeleton, options, diagnostics and
 * fixes, what a character holds, the context) and report.h (the sink and
 * the shared helpers). A rule reads the model and reports; nothing it can
 * see parses, reads a file or checks a document, so a rule calling
 * sk_parse_xsf, sk_file_read or sk_document_check does not compile
 * (tools/tidy.sh check 16 says the same of calls). Formats' notes come
 * from their headers (../formats/<fmt>.h), which see no more than this. */
#ifndef SK_RULE_H
#define SK_RULE_H

#include "../report.h"

#endif
