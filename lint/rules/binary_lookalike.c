/* SK006 binary-lookalike
 *
 * ## What it does
 * The file has an XML Cal3D extension (`.xsf`, `.xmf`, `.xaf`, `.xrf`,
 * `.xpf`) but is binary Cal3D — it starts with the magic `CSF\0`, `CMF\0`,
 * `CAF\0`, `CRF\0` or `CPF\0`. It is said once instead of a syntax error,
 * and the file is then checked as binary (docs/cal3d-binary.md). A
 * binary file under its own extension (`.csf`, `.cmf`, `.caf`, `.crf`,
 * `.cpf`, any case) is what it says it is: not reported.
 *
 * ## Why is this bad?
 * It may not be: IMVU loads by content and many real products ship binary
 * files under X* names. But Cal3D's own loader picks its reader by the
 * extension (an `.xaf` is parsed as XML), other tools do the same, and a
 * person opening the file in a text editor sees garbage.
 *
 * ## Example
 * A file `Smile.XPF` whose first bytes are `43 50 46 00` (`CPF\0`).
 *
 * ## Fix
 * None: rename it to the binary extension (`.csf`, `.cmf`, `.caf`, `.cpf`)
 * if nothing refers to the old name, or convert it to XML with Cal3D's
 * converter.
 */
