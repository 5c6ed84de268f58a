;; Animation header, keyed form: ExportMode "Bones", AngleUnits Degrees …
(setting key: (key) @property)
(setting value: (string) @string)
(setting value: (value) @constant)

;; Animation header, values alone (as the BonesPro document lists it):
;; Bones, "Relative to parent", Euler Angles … (the frame numbers are rows)
(header_value (value) @constant)
(header_value (string) @string)

;; <bone name>
(bone_name) @type

;; Data lines (counts, parents, transforms, vertices, weights): one token per run
(rows) @number

(comment) @comment
(ERROR) @error
