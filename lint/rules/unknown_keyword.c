/* SK007 unknown-keyword
 *
 * ## What it does
 * Flags a keyword or value the format does not have, or one in a block
 * where the format does not allow it: in LGW a line keyword that is not
 * one of MODEL … END_OF_MODEL, or that belongs in another block (COUNT
 * outside a GROUP), a LINK_TYPE other than SKIN or NORMAL, a helper TYPE
 * other than POINT, a GROUP type other than TYPE_LIST, anything after
 * END_OF_MODEL; in BonesPro a header line other than ExportMode,
 * TransformSystem, TransformRepesentation (or TransformRepresentation),
 * EulerOrder, AngleUnits, FirstFrame, LastFrame and Step.
 *
 * ## Why is this bad?
 * These formats are read keyword by keyword from a fixed set: a reader
 * that meets a word it does not know stops or skips what follows, so the
 * mesh or the animation is cut short. A misspelled keyword (`WVERT`,
 * `END_OF_MES`) is the usual cause.
 *
 * ## Example
 * ```text
 * MESH "body"
 * MATERIAL_REFERENCE 0
 * ```
 * Use instead: `MATERIAL_REF 0`.
 *
 * ## Fix
 * None: the message lists what the block allows; only the author knows
 * which was meant.
 */
