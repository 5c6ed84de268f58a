/* internal.h — the library's inside whole, for in-process tests and
 * fuzzers (tests/lib/): every public layer (skellint.h) and the check
 * layer's header (check_layer.h, with front_end.h below it). No file of
 * lint/ includes it (tidy, its check 18): each sees its own layer's header
 * and the ones below. */
#ifndef SK_INTERNAL_H
#define SK_INTERNAL_H

#include "skellint.h"
#include "check_layer.h"

#endif
