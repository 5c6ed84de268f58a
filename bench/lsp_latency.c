/* lsp_latency.c — how long an editor waits for squiggles: starts
 * `skellint lsp`, opens FILE, then applies EDITS single-character edits one
 * after another (type a space at the start of a line in the middle of the
 * file, then delete it, …) and times each didChange to the
 * publishDiagnostics that carries its version. Prints the median and the
 * 95th percentile in milliseconds.
 *
 *   lsp_latency SKELLINT FILE [EDITS=200] [DEBOUNCE_MS=0 | default] [burst]
 *   lsp_latency SKELLINT FILE N inlay
 *
 * "inlay" times N textDocument/inlayHint requests instead, each for a
 * screen (60 lines) at places spread through the opened file, from the
 * request to its answer, and prints their median, p95 and the hints of a
 * screen.
 *
 * "features" (lsp_latency SKELLINT FILE N features) sends, at N places
 * spread through the file (column 12 of the line), a hover, a completion,
 * a documentHighlight and a references request, and one documentSymbol
 * every tenth place, each waiting for its answer: the editor features'
 * cost, for comparing builds (bench/compare_builds.sh); prints the median
 * and p95 of all requests.
 *
 * "default" sends no `debounce` setting: the server's own schedule, as a
 * new user has it. "burst" then also types 5 bursts of 30 keystrokes 20 ms
 * apart (300 ms between bursts) without waiting, and prints how many
 * checks (publishes) each burst caused and when the last one came after
 * the burst's last keystroke.
 *
 * A plain C client (no JSON library): it writes the few messages it needs
 * by hand and reads only the version out of publishDiagnostics. */
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int to_server, from_server;
static long publishes; /* publishDiagnostics read so far */
static char *inbuf;
static size_t inlen, incap;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void die(const char *msg) {
  fprintf(stderr, "lsp_latency: %s\n", msg);
  exit(1);
}

static void write_all(const char *p, size_t n) {
  while (n) {
    ssize_t w = write(to_server, p, n);
    if (w <= 0) die("the server stopped reading");
    p += w, n -= (size_t)w;
  }
}

static void send_body(const char *body, size_t n) {
  char head[64];
  int h = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", n);
  write_all(head, (size_t)h);
  write_all(body, n);
}

/* Reads frames until one holding `want` arrives (a publishDiagnostics
 * when `publish`); returns that frame's body length. */
static size_t wait_frame(const char *want, bool publish) {
  for (;;) {
    char *h = inlen ? memmem(inbuf, inlen, "\r\n\r\n", 4) : NULL;
    if (h) {
      size_t n = strtoul(inbuf + 15, NULL, 10); /* after "Content-Length:" */
      size_t head = (size_t)(h - inbuf) + 4;
      if (inlen >= head + n) {
        char *body = inbuf + head;
        bool pub = memmem(body, n, "textDocument/publishDiagnostics", 31) != NULL;
        publishes += pub;
        int hit = (pub || !publish) && memmem(body, n, want, strlen(want));
        memmove(inbuf, body + n, inlen - head - n);
        inlen -= head + n;
        if (hit) return n;
        continue;
      }
    }
    if (incap - inlen < 65536) inbuf = realloc(inbuf, incap = incap * 2 + 65536);
    ssize_t r = read(from_server, inbuf + inlen, incap - inlen);
    if (r <= 0) die("the server closed its output");
    inlen += (size_t)r;
  }
}

/* Reads frames until a publishDiagnostics with `version` arrives. */
static void wait_publish(long version) {
  char want[48];
  snprintf(want, sizeof want, "\"version\":%ld,", version);
  wait_frame(want, true);
}

/* The file's text as a JSON string literal. */
static char *json_string(const char *s, size_t n, size_t *out_len) {
  char *o = malloc(n * 6 + 3), *p = o;
  *p++ = '"';
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') *p++ = '\\', *p++ = (char)c;
    else if (c == '\n') *p++ = '\\', *p++ = 'n';
    else if (c == '\r') *p++ = '\\', *p++ = 'r';
    else if (c == '\t') *p++ = '\\', *p++ = 't';
    else if (c < 0x20) p += sprintf(p, "\\u%04x", c);
    else *p++ = (char)c;
  }
  *p++ = '"';
  *out_len = (size_t)(p - o);
  return o;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Types a space at the start of `line` (insert) or deletes it. */
static void send_edit(const char *uri, long version, long line, bool insert) {
  char msg[512];
  int n = snprintf(msg, sizeof msg,
                   "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":"
                   "{\"textDocument\":{\"uri\":\"%s\",\"version\":%ld},\"contentChanges\":"
                   "[{\"range\":{\"start\":{\"line\":%ld,\"character\":0},\"end\":{\"line\":%ld,"
                   "\"character\":%d}},\"text\":\"%s\"}]}}",
                   uri, version, line, line, insert ? 0 : 1, insert ? " " : "");
  send_body(msg, (size_t)n);
}

int main(int argc, char **argv) {
  if (argc < 3) die("usage: lsp_latency SKELLINT FILE [EDITS] [DEBOUNCE_MS|default]");
  int edits = argc > 3 ? atoi(argv[3]) : 200;
  bool by_default = argc > 4 && (strcmp(argv[4], "default") == 0 || strcmp(argv[4], "inlay") == 0);
  int debounce = argc > 4 && !by_default ? atoi(argv[4]) : 0;
  FILE *f = fopen(argv[2], "rb");
  if (!f) die("cannot open the file");
  fseek(f, 0, SEEK_END);
  size_t size = (size_t)ftell(f);
  rewind(f);
  char *text = malloc(size + 1);
  if (fread(text, 1, size, f) != size) die("cannot read the file");
  fclose(f);
  long lines = 0;
  for (size_t i = 0; i < size; i++) lines += text[i] == '\n';

  int in[2], out[2];
  if (pipe(in) || pipe(out)) die("pipe");
  signal(SIGPIPE, SIG_IGN);
  pid_t pid = fork();
  if (pid == 0) {
    dup2(in[0], 0), dup2(out[1], 1);
    close(in[1]), close(out[0]);
    execl(argv[1], argv[1], "lsp", (char *)NULL);
    _exit(127);
  }
  close(in[0]), close(out[1]);
  to_server = in[1], from_server = out[0];

  char msg[512], setting[48] = "";
  if (!by_default) snprintf(setting, sizeof setting, "\"debounce\":%d", debounce);
  int n = snprintf(msg, sizeof msg,
                   "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                   "{\"capabilities\":{},\"initializationOptions\":{%s}}}",
                   setting);
  send_body(msg, (size_t)n);
  const char *inited = "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}";
  send_body(inited, strlen(inited));
  size_t jl;
  char *js = json_string(text, size, &jl);
  /* The document's URI ends with the file's name: its extension and
   * content tell the server the format, as in an editor. */
  const char *base = strrchr(argv[2], '/') ? strrchr(argv[2], '/') + 1 : argv[2];
  char uri[512];
  snprintf(uri, sizeof uri, "file:///bench/%s", base);
  char *open = malloc(jl + 1024);
  n = snprintf(open, jl + 1024,
               "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":"
               "{\"textDocument\":{\"uri\":\"%s\",\"languageId\":\"plaintext\",\"version\":1,"
               "\"text\":%.*s}}}",
               uri, (int)jl, js);
  double t0 = now_ms();
  send_body(open, (size_t)n);
  wait_publish(1);
  double open_ms = now_ms() - t0;

  double *lat = malloc(sizeof(double) * (size_t)(edits > 0 ? edits : 1));
  long line = lines / 2, version = 1;
  bool inlay = argc > 4 && strcmp(argv[4], "inlay") == 0;
  bool features = argc > 4 && strcmp(argv[4], "features") == 0;
  if (features) {
    static const char *methods[] = {"textDocument/hover", "textDocument/completion",
                                    "textDocument/documentHighlight", "textDocument/references",
                                    "textDocument/documentSymbol"};
    double *each = malloc(sizeof(double) * (size_t)(edits * 5 + 1));
    double spent[5] = {0};
    int n = 0;
    for (int i = 0; i < edits; i++) {
      long at = (long)((double)lines * i / edits);
      for (int m = 0; m < 5; m++) {
        if (m == 4 && i % 10) continue;
        char req[640], want[48];
        int id = 1000 + n;
        int k = snprintf(req, sizeof req,
                         "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"%s\",\"params\":"
                         "{\"textDocument\":{\"uri\":\"%s\"},\"position\":{\"line\":%ld,"
                         "\"character\":12},\"context\":{\"includeDeclaration\":true,"
                         "\"triggerKind\":1}}}",
                         id, methods[m], uri, at);
        snprintf(want, sizeof want, "\"id\":%d,", id);
        double t = now_ms();
        send_body(req, (size_t)k);
        wait_frame(want, false);
        each[n] = now_ms() - t;
        if (getenv("LSP_LATENCY_EACH")) fprintf(stderr, "%s line %ld: %.2f ms\n", methods[m], at, each[n]);
        spent[m] += each[n++];
      }
    }
    for (int m = 0; m < 5; m++) fprintf(stderr, "%s: %.1f ms in all\n", methods[m], spent[m]);
    qsort(each, (size_t)n, sizeof *each, cmp);
    printf("%s, %.1f MB: %d feature requests: median %.2f ms, p95 %.2f ms, max %.2f ms\n", base,
           size / 1e6, n, each[n / 2], each[(size_t)((n - 1) * 0.95 + 0.5)], each[n - 1]);
    free(each);
    edits = 0; /* then only shut down */
  }
  size_t answer = 0;
  for (int i = 0; inlay && i < edits; i++) {
    long from = (long)((double)lines * i / edits);
    char req[512], want[48];
    int k = snprintf(req, sizeof req,
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"textDocument/inlayHint\",\"params\":"
                     "{\"textDocument\":{\"uri\":\"%s\"},\"range\":{\"start\":{\"line\":%ld,"
                     "\"character\":0},\"end\":{\"line\":%ld,\"character\":0}}}}",
                     100 + i, uri, from, from + 60);
    snprintf(want, sizeof want, "\"id\":%d,", 100 + i);
    double t = now_ms();
    send_body(req, (size_t)k);
    answer = wait_frame(want, false);
    lat[i] = now_ms() - t;
  }
  if (inlay) {
    qsort(lat, (size_t)edits, sizeof *lat, cmp);
    printf("%s, %.1f MB: open %.1f ms; %d inlayHint requests of 60 lines: median %.2f ms, "
           "p95 %.2f ms, max %.2f ms (last answer %zu bytes)\n",
           base, size / 1e6, open_ms, edits, lat[edits / 2],
           lat[(size_t)((edits - 1) * 0.95 + 0.5)], lat[edits - 1], answer);
    edits = 0;
  }
  for (int i = 0; i < edits; i++) {
    double t = now_ms();
    send_edit(uri, ++version, line, i % 2 == 0);
    wait_publish(version);
    lat[i] = now_ms() - t;
    if (getenv("LSP_LATENCY_EACH")) fprintf(stderr, "%s %.1f\n", i % 2 ? "delete" : "insert", lat[i]);
    if (i % 2) line += 7; /* move on through the file */
  }
  bool burst = argc > 5 && strcmp(argv[5], "burst") == 0;
  double after[5];
  long checks[5];
  for (int b = 0; burst && b < 5; b++) {
    struct timespec nap = {0, 300 * 1000000L};
    nanosleep(&nap, NULL);
    publishes = 0;
    double t0 = now_ms(), last = t0;
    for (int i = 0; i < 30; i++) {
      double wait = t0 + 20.0 * i - now_ms();
      if (wait > 0) {
        struct timespec ts = {0, (long)(wait * 1e6)};
        nanosleep(&ts, NULL);
      }
      send_edit(uri, ++version, line, i % 2 == 0);
      last = now_ms();
    }
    wait_publish(version);
    after[b] = now_ms() - last;
    checks[b] = publishes;
    line += 7;
  }
  const char *bye = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}";
  send_body(bye, strlen(bye));
  const char *ex = "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}";
  send_body(ex, strlen(ex));
  int status;
  waitpid(pid, &status, 0);

  if (inlay || features) return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
  qsort(lat, (size_t)edits, sizeof *lat, cmp);
  double median = edits ? lat[edits / 2] : 0;
  double p95 = edits ? lat[(size_t)((edits - 1) * 0.95 + 0.5)] : 0;
  char how[48];
  if (by_default) snprintf(how, sizeof how, "default settings");
  else snprintf(how, sizeof how, "debounce %d ms", debounce);
  printf("%s, %.1f MB, %s: open %.1f ms; %d edits: median %.1f ms, p95 %.1f ms, max %.1f ms\n",
         base, size / 1e6, how, open_ms, edits, median, p95, edits ? lat[edits - 1] : 0);
  if (burst) {
    printf("  bursts of 30 keystrokes 20 ms apart: checks");
    for (int b = 0; b < 5; b++) printf(" %ld", checks[b]);
    printf("; last publish after the last keystroke (ms)");
    for (int b = 0; b < 5; b++) printf(" %.0f", after[b]);
    printf("\n");
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
