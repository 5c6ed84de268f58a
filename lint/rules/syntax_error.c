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
 * In the Cal3D XML formats (XSF, XMF, XAF, XRF, XPF) the message says what
 * is wrong in the file's own terms — "the file ends inside <BONE> opened
 * at line 40", "</BONE> closes <PARENTID> opened at line 28", "the value
 * of NAME has no closing quote", "the start tag <CHIL has no closing '>'"
 * or "&nbsp; is not an entity XML knows" — with libxml2's own text as a
 * note. Where the damage has an obvious repair (the missing end tag, the
 * quote, the '>', &amp; for a bare '&', the end tags of a file cut short;
 * a half-typed tag left out), the rest of the file is checked as if it
 * were repaired: every other finding is the one `skellint check`
 * reports for the repaired text, at its place in the damaged one. Each
 * further error is reported too.
 *
 * ## Why is this bad?
 * The reader stops at the first syntax error: Cal3D and IMVU refuse the
 * whole file, so nothing after the error loads. Where no repair is known
 * skellint checks the part before the error and skips checks that need
 * the whole file (such as NUMBONES against the number of bones).
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Hip" NUMCHILDS="0">
 *   <TRANSLATION>0 0 5</TRANSLATON>
 * ```
 * Use instead: `<TRANSLATION>0 0 5</TRANSLATION>`.
 *
 * ## Fix
 * In Cal3D XML, the repair the other findings assume (unsafe: it is a
 * guess at the intended text — "Insert </PARENTID> before </BONE>",
 * "Close the value of NAME with \"", "End the file with
 * </BONE></SKELETON>"). None where a half-typed tag is left out, and in
 * other formats.
 */
