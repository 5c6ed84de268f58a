/* hold_open.exe FILE SHARE SECONDS — a Windows program holding FILE open,
 * as an editor or a viewer does, for tests/windows/test_cli.sh: SHARE is
 * "rw" (others may read and write, not delete or replace) or "r" (others
 * may only read). Writes FILE.held once the file is open, then waits. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: hold_open FILE rw|r SECONDS\n");
    return 2;
  }
  DWORD share = strcmp(argv[2], "rw") == 0 ? FILE_SHARE_READ | FILE_SHARE_WRITE : FILE_SHARE_READ;
  HANDLE h = CreateFileA(argv[1], GENERIC_READ, share, NULL, OPEN_EXISTING, 0, NULL);
  if (h == INVALID_HANDLE_VALUE) {
    fprintf(stderr, "hold_open: cannot open %s (error %lu)\n", argv[1], GetLastError());
    return 1;
  }
  char marker[4096];
  snprintf(marker, sizeof marker, "%s.held", argv[1]);
  FILE *m = fopen(marker, "w");
  if (m) fclose(m);
  Sleep((DWORD)atoi(argv[3]) * 1000);
  CloseHandle(h);
  return 0;
}
