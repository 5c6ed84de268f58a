// server.js — finding the `skellint` program before the language client
// spawns it, and the message shown when it cannot be found or fails to
// start: a missing program names what to install and the `skellint.path`
// setting instead of a bare "spawn skellint ENOENT".
'use strict';
const fs = require('fs');
const path = require('path');

function isExecutable(file) {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return false;
    if (process.platform === 'win32') return true;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch (e) {
    return false;
  }
}

// The file `command` runs: itself when it names a path (absolute, or with
// a directory part), else the first match on PATH (with PATHEXT on
// Windows); undefined when there is none.
function resolveCommand(command, env = process.env) {
  if (!command) return undefined;
  const exts = process.platform === 'win32'
    ? [''].concat((env.PATHEXT || '.EXE;.CMD;.BAT;.COM').split(';').filter(Boolean))
    : [''];
  if (command.includes('/') || command.includes(path.sep)) {
    return exts.map((e) => command + e).find(isExecutable);
  }
  for (const dir of (env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    for (const e of exts) {
      const file = path.join(dir, command + e);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

function isMissing(error) {
  if (!error) return false;
  if (error.code === 'ENOENT' || error.code === 'EACCES') return true;
  return /\bENOENT\b|\bEACCES\b|not found/i.test(String(error.message || error));
}

// What to install, for the platform the extension runs on: the platform
// packages carry skellint (make vsix-platforms), and only a Linux user
// builds it or installs the .deb; a Windows user is never told to run make.
function installAdvice(platform = process.platform) {
  if (platform === 'win32') {
    return 'Install skellint: the Windows package of this extension (skellint-win32-x64-<version>.vsix) ' +
      'carries skellint.exe. Or set "skellint.path" to the full path of skellint.exe.';
  }
  if (platform === 'linux') {
    return 'Install skellint: the Linux package of this extension (skellint-linux-x64-<version>.vsix) ' +
      'carries it; or install the skellint .deb, or build it (`make`, then `cmake --install build`). ' +
      'Or set "skellint.path" to the full path of the skellint executable.';
  }
  return 'Install skellint (build it from the repository with `make`, then `cmake --install build` ' +
    'to put it on PATH), or set "skellint.path" to the full path of the skellint executable.';
}
const INSTALL = installAdvice();

// The message for a program that is not there.
function missingMessage(command, platform = process.platform) {
  const where = command.includes('/') || command.includes(path.sep)
    ? `"skellint.path" is \`${command}\`, and there is no executable there.`
    : `\`${command}\` is not on PATH.`;
  return `skellint: cannot start the language server: ${where} ${installAdvice(platform)}`;
}

// The message for a start that failed with `error`.
function startFailureMessage(command, error) {
  if (isMissing(error)) return missingMessage(command);
  const detail = error && error.message ? error.message : String(error);
  return `skellint: the language server \`${command} lsp\` did not start (${detail}). ` +
    'Check that "skellint.path" names a working skellint executable.';
}

// The skellint a platform package carries (make vsix-platforms puts it in
// bin/: bin/skellint.exe in win32-x64, bin/skellint in linux-x64), or
// undefined in the platform-neutral package.
function bundledCommand(extensionDir, platform = process.platform) {
  if (!extensionDir) return undefined;
  const file = path.join(extensionDir, 'bin', platform === 'win32' ? 'skellint.exe' : 'skellint');
  return fs.existsSync(file) ? file : undefined;
}

// The program the extension starts: "skellint.path" when it is set to
// something else than its default, else the bundled binary, else
// `skellint` on PATH.
function serverCommand(setting, extensionDir, platform = process.platform) {
  if (setting && setting !== 'skellint') return setting;
  return bundledCommand(extensionDir, platform) || setting || 'skellint';
}

module.exports = { resolveCommand, missingMessage, startFailureMessage, bundledCommand, serverCommand, installAdvice, INSTALL };
