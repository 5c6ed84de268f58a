/* SK002 invalid-number
 *
 * ## What it does
 * Reported by the format's reader: a field that must hold a number holds
 * something else (`1.2.3`, `abc`, nothing at all), or a whole number where
 * a bone index is expected is fractional or out of range.
 *
 * ## Why is this bad?
 * Readers do not complain: C and C++ number parsing stops at the first
 * character it cannot use, so `1,5` becomes 1 and `abc` becomes 0. The
 * bone silently moves, turns or hangs from bone 0.
 *
 * ## Example
 * ```xml
 * <TRANSLATION>0 1,5 2</TRANSLATION>
 * ```
 * Use instead: `<TRANSLATION>0 1.5 2</TRANSLATION>` (a decimal point, not a
 * comma).
 *
 * ## Fix
 * None: the intended number is not known.
 */
