/* SK009 unused-suppression
 *
 * ## What it does
 * Reports an inline suppression comment that suppressed nothing: a
 * `skellint-disable-next-line`, `skellint-disable` or `skellint-disable-file`
 * whose codes match no finding in the place it covers.
 *
 * Suppressions are written in the format's comments:
 * `<!-- skellint-disable-next-line SK401 -->` (the next line),
 * `<!-- skellint-disable SK305 -->` … `<!-- skellint-enable SK305 -->` (a
 * region; to the end of the file without an enable),
 * `<!-- skellint-disable-file SK105 -->` (the whole file); the same words
 * after `//` in BonesPro files. Codes (`SK401`) or names
 * (`numchilds-mismatch`) are separated by blanks or commas; the first other
 * word starts a free-text reason. Without codes, every rule is suppressed.
 * Formats without comments are suppressed per file in the configuration
 * (`per-file-ignores`).
 *
 * ## Why is this bad?
 * A suppression outlives the problem it hid: once the bone is fixed, the
 * comment stays and would silently hide the next, different problem at that
 * place. Reporting it keeps suppressions honest.
 *
 * ## Example
 * ```xml
 * <!-- skellint-disable-next-line SK401 legacy exporter -->
 * <BONE ID="3" NAME="Neck" NUMCHILDS="1">   <!-- NUMCHILDS is right now -->
 * ```
 *
 * ## Fix
 * Safe: removes the comment (and its line, when it stands alone on it).
 */
#include "rule.h"

/* Reported by sk_suppressions_apply (lint/suppress.c) after the rules run. */
