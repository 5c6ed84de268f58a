/* SK003 non-finite-number
 *
 * ## What it does
 * (being written)
 */
