/* dmx_fixtures.c — the binary Dash skeleton cases (.dmx), written from the
 * readable table below so that what each file holds is reviewed here and
 * not as a hex dump.
 *
 * Usage: dmx_fixtures DIR          write DIR/<name>.dmx for every fixture
 *        dmx_fixtures --check DIR  fail when a DIR/<name>.dmx differs from
 *                                  the table, is missing, or is not in it
 * The generated files are checked in beside their .expected output in
 * tests/cases/dashbin/ (so tests/run_cases.sh runs them like every other
 * case folder); the CTest test dashbin-fixtures-fresh runs --check. After
 * editing the table: build, run `build/tests/lib/dmx_fixtures
 * tests/cases/dashbin`, then UPDATE=1 the cases and review both diffs.
 *
 * Layout (little-endian, 80 bytes a bone): name[32] NUL-padded, u32
 * index, u32 parentIndex, f32 position[3], f32 rotation[4] (x y z w),
 * f32 scale[3]. Bytes are written one by one, whatever the host's order. */
#include <dirent.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef struct {
  const char *name;  /* up to 32 bytes; exactly 32 leaves no NUL */
  uint32_t index, parent;
  float pos[3], rot[4], scale[3];
} Bone;

#define ID {0, 0, 0, 1}
#define ONE {1, 1, 1}
#define ORIGIN {0, 0, 0}
#define NONE 0xFFFFFFFFu

typedef struct {
  const char *file;   /* the case name, without .dmx */
  Bone bones[5];
  int nbones;
  const char *tail;   /* raw bytes appended after the records */
  size_t tail_len;
} Fixture;

static const Fixture fixtures[] = {
    /* Silent for every rule: a root, a spine turned 90° about y, a head. */
    {"ok",
     {{"root", 0, 0, ORIGIN, ID, ONE},
      {"spine", 1, 0, {0, 1.25f, 0}, {0, 0.70710677f, 0, 0.70710677f}, ONE},
      {"head", 2, 1, {0, 0.5f, 0}, ID, {2, 2, 2}}},
     3, NULL, 0},
    /* The root's parentIndex NONE (-1 as u32) is ignored like 0: silent. */
    {"ok-root-parent-none",
     {{"root", 0, NONE, ORIGIN, ID, ONE}, {"spine", 1, 0, ORIGIN, ID, ONE}},
     2, NULL, 0},
    /* SK442: two bones and 10 stray bytes. */
    {"SK442-trailing-bytes",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"spine", 1, 0, ORIGIN, ID, ONE}},
     2, "0123456789", 10},
    /* SK442: a 32-byte name leaves no room for its NUL. */
    {"SK442-name-not-terminated",
     {{"root", 0, 0, ORIGIN, ID, ONE},
      {"LeftForeArmTwistHelperBoneNumber", 1, 0, ORIGIN, ID, ONE},
      {"a-31-byte-name-is-still-allowed", 2, 1, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK442: no record at all. */
    {"SK442-empty", {{0}}, 0, NULL, 0},
    /* SK106: bone 2 says it is bone 5. */
    {"SK106-index-mismatch",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"spine", 1, 0, ORIGIN, ID, ONE},
      {"head", 5, 1, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK101: parents 7 and NONE name no bone (only the root's is ignored). */
    {"SK101-unknown-parent",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"spine", 1, 7, ORIGIN, ID, ONE},
      {"prop", 2, NONE, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK102: hand (1) before its parent arm (2). */
    {"SK102-parent-after-child",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"hand", 1, 2, ORIGIN, ID, ONE},
      {"arm", 2, 0, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK103: a and b are each other's parent. */
    {"SK103-cycle",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"a", 1, 2, ORIGIN, ID, ONE},
      {"b", 2, 1, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK105: two bones named arm. */
    {"SK105-duplicate-name",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"arm", 1, 0, ORIGIN, ID, ONE},
      {"arm", 2, 0, ORIGIN, ID, ONE}},
     3, NULL, 0},
    /* SK108: the first record names bone 1 as its parent (ignored). */
    {"SK108-root-not-first",
     {{"hand", 0, 1, ORIGIN, ID, ONE}, {"root", 1, 0, ORIGIN, ID, ONE}},
     2, NULL, 0},
    /* SK302: |q| = 2 and the zero quaternion. */
    {"SK302-non-unit-quaternion",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"spine", 1, 0, ORIGIN, {0, 0, 0, 2}, ONE},
      {"tail", 2, 0, ORIGIN, {0, 0, 0, 0}, ONE}},
     3, NULL, 0},
    /* SK306: scale.y of spine is 0. */
    {"SK306-zero-scale",
     {{"root", 0, 0, ORIGIN, ID, ONE}, {"spine", 1, 0, ORIGIN, ID, {1, 0, 1}}},
     2, NULL, 0},
    /* SK003: NaN in position.x, infinity in rotation.w. */
    {"SK003-non-finite",
     {{"root", 0, 0, {NAN, 0, 0}, ID, ONE}, {"spine", 1, 0, ORIGIN, {0, 0, 0, INFINITY}, ONE}},
     2, NULL, 0},
};

static void put32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8);
  p[2] = (unsigned char)(v >> 16), p[3] = (unsigned char)(v >> 24);
}

static void putf(unsigned char *p, float f) {
  uint32_t bits;
  memcpy(&bits, &f, sizeof bits);
  put32(p, bits);
}

static void encode(const Bone *b, unsigned char rec[80]) {
  memset(rec, 0, 80);
  size_t n = strlen(b->name);
  memcpy(rec, b->name, n > 32 ? 32 : n);
  put32(rec + 0x20, b->index);
  put32(rec + 0x24, b->parent);
  for (int i = 0; i < 3; i++) putf(rec + 0x28 + 4 * i, b->pos[i]);
  for (int i = 0; i < 4; i++) putf(rec + 0x34 + 4 * i, b->rot[i]);
  for (int i = 0; i < 3; i++) putf(rec + 0x44 + 4 * i, b->scale[i]);
}

/* The bytes of a fixture; returns the length (at most `cap`). */
static size_t build(const Fixture *fx, unsigned char *buf, size_t cap) {
  size_t n = 0;
  for (int i = 0; i < fx->nbones && n + 80 <= cap; i++, n += 80) encode(&fx->bones[i], buf + n);
  if (fx->tail && n + fx->tail_len <= cap) memcpy(buf + n, fx->tail, fx->tail_len), n += fx->tail_len;
  return n;
}

static const Fixture *find(const char *file) {
  for (size_t f = 0; f < sizeof fixtures / sizeof *fixtures; f++) {
    size_t n = strlen(fixtures[f].file);
    if (strncmp(file, fixtures[f].file, n) == 0 && strcmp(file + n, ".dmx") == 0)
      return &fixtures[f];
  }
  return NULL;
}

int main(int argc, char **argv) {
  bool check = argc == 3 && strcmp(argv[1], "--check") == 0;
  if (argc != 2 && !check) {
    fprintf(stderr, "usage: dmx_fixtures [--check] DIR\n");
    return 2;
  }
  const char *dir = argv[argc - 1];
  char path[4096];
  unsigned char want[5 * 80 + 64], have[sizeof want + 1];
  int bad = 0;
  for (size_t f = 0; f < sizeof fixtures / sizeof *fixtures; f++) {
    const Fixture *fx = &fixtures[f];
    size_t n = build(fx, want, sizeof want);
    snprintf(path, sizeof path, "%s/%s.dmx", dir, fx->file);
    FILE *io = fopen(path, check ? "rb" : "wb");
    if (!io) { perror(path); bad = 1; continue; }
    if (check) {
      size_t got = fread(have, 1, sizeof have, io);
      if (got != n || memcmp(have, want, n) != 0) {
        fprintf(stderr, "%s: differs from the table in tests/lib/gen/dmx_fixtures.c; "
                        "regenerate it with dmx_fixtures %s\n", path, dir);
        bad = 1;
      }
    } else if (fwrite(want, 1, n, io) != n) {
      perror(path), bad = 1;
    }
    if (fclose(io) != 0) perror(path), bad = 1;
  }
  if (check) {
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
      size_t n = strlen(e->d_name);
      if (n > 4 && strcmp(e->d_name + n - 4, ".dmx") == 0 && !find(e->d_name)) {
        fprintf(stderr, "%s/%s: not in the table of tests/lib/gen/dmx_fixtures.c\n", dir, e->d_name);
        bad = 1;
      }
    }
    if (d) closedir(d);
  }
  return bad;
}
