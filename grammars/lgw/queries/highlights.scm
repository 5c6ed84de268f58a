;; Keywords: MESH, WVERTS, END_OF_MESH … (unknown ones too: the linter says which)
(keyword) @keyword

;; Arguments: quoted names, numbers, words such as SKIN, TYPE_LIST, POINT
(string) @string
(number) @number
(word) @constant

;; Data lines (vertices, indices, PIVOT matrices): one token per run of lines
(rows) @number

(comment) @comment
(ERROR) @error
