/* SK002 invalid-number
 *
 * ## What it does
 * (being written)
 */
