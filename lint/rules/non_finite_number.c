/* SK003 non-finite-number
 *
 * ## What it does
 * Reported by the format's reader: a numeric field holds NaN or infinity
 * (`nan`, `inf`, `-inf`), usually written by an exporter that
 * divided by zero.
 *
 * ## Why is this bad?
 * A NaN spreads through every transform computed from it: the bone, all
 * bones below it and every vertex they skin vanish or fly to infinity.
 *
 * ## Example
 * ```xml
 * <ROTATION>nan nan nan nan</ROTATION>
 * ```
 * Use instead: a real rotation, e.g. `<ROTATION>0 0 0 1</ROTATION>`.
 *
 * ## Fix
 * None: the intended value is not known.
 */
