/* SK001 syntax-error
 *
 * ## What it does
 * Reported by the format's reader while parsing: the text cannot be parsed
 * at this place. One diagnostic per error region, at the exact place, with
 * what was expected there. For XSF: XML that is not well-formed (an
 * unclosed tag, a stray `<`, mismatched start and end tags), a DOCTYPE, an
 * empty file. A `<HEADER …/>` followed by `<SKELETON>` — two top-level
 * elements — is how real Cal3D files look and is not an error.
 *
 * ## Why is this bad?
 * The reader stops at the first syntax error: Cal3D and IMVU refuse the
 * whole file, so nothing after the error loads. skellint checks the part
 * before the error and skips checks that need the whole file (such as
 * NUMBONES against the number of bones).
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Hip" NUMCHILDS="0">
 *   <TRANSLATION>0 0 5</TRANSLATON>
 * ```
 * Use instead: `<TRANSLATION>0 0 5</TRANSLATION>`.
 *
 * ## Fix
 * None: the intended text is not known.
 */
