/* SK006 binary-lookalike
 *
 * ## What it does
 * (being written)
 */
