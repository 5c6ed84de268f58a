/* SK001 syntax-error
 *
 * ## What it does
 * (being written)
 */
