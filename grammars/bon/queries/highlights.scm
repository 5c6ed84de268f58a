;; Header: BoneFile : type mixed : ver1001
(magic) @keyword
(header value: (header_value) @type)

;; Section keywords and RELATIVE_BONENO_MODE
(keyword) @keyword
(trailing_space) @error

;; Elements: serial ':' name
(serial) @number
(name) @string

;; Punctuation (full-width forms parse, and the linter reports them)
[":" "," "：" "，"] @punctuation.delimiter

(ERROR) @error
