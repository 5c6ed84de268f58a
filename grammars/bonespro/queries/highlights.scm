;; Header lines of an animation file: ExportMode "Bones", AngleUnits Degrees …
(setting key: (key) @property)
(setting value: (string) @string)
(setting value: (value) @constant)

;; <bone name>
(bone_name) @type

;; Data lines (counts, parents, transforms, vertices, weights): one token per run
(rows) @number

(comment) @comment
(ERROR) @error
