// encoding.js — which encoding a RokDeBone2 `.bon` is read in, from its
// bytes: RokDeBone2 writes Shift_JIS (the extension's default for the
// `bon` language), newer tools UTF-8. As Neovim's plugin reads them:
// UTF-8 when the bytes are valid UTF-8, Shift_JIS otherwise. ASCII reads
// the same either way and a byte-order mark says itself: no answer then.
'use strict';

const utf8 = new TextDecoder('utf-8', { fatal: true });

// 'utf8', 'shiftjis' (VS Code's encoding ids) or undefined.
function bonEncoding(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return undefined;
  if ((bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return undefined;
  if (bytes.every((b) => b < 0x80)) return undefined;
  try {
    utf8.decode(bytes);
    return 'utf8';
  } catch (e) {
    return 'shiftjis';
  }
}

module.exports = { bonEncoding };
