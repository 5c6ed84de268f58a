/* SK006 binary-lookalike
 *
 * ## What it does
 * Reported instead of checking: the file has an XML Cal3D extension
 * (`.xsf`, `.xmf`, `.xaf`, `.xrf`, `.xpf`) but is binary Cal3D — it starts
 * with the magic `CSF\0`, `CMF\0`, `CAF\0`, `CRF\0` or `CPF\0`. skellint
 * does not check binary Cal3D files and says so rather than reporting a
 * syntax error. A binary file under its own extension (`.csf`, `.cmf`,
 * `.caf`, `.crf`, `.cpf`, any case) is what it says it is: not reported.
 *
 * ## Why is this bad?
 * It may not be: Cal3D loads by content and many real products ship binary
 * files under X* names. But tools that pick the parser by extension fail
 * on them, and a person opening the file in a text editor sees garbage.
 *
 * ## Example
 * A file `Smile.XPF` whose first bytes are `43 50 46 00` (`CPF\0`).
 *
 * ## Fix
 * None: rename it to the binary extension (`.csf`, `.cmf`, `.caf`, `.cpf`)
 * if nothing refers to the old name, or convert it to XML with Cal3D's
 * converter to have it checked.
 */
