/* gen_caf.c — a binary Cal3D animation (CAF) for bench/bench_caf.sh: about
 * MB megabytes of keyframes spread over 100 tracks, clean (times increasing
 * within the duration, unit rotations). `plain`: version 1000, 32-byte
 * keyframes; `compressed`: version 1100 with mainline's 12-byte quantised
 * keyframes (docs/cal3d-binary.md). Usage: gen_caf plain|compressed MB > FILE */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void u32(uint32_t v) {
  unsigned char b[4] = {v & 0xff, v >> 8 & 0xff, v >> 16 & 0xff, v >> 24 & 0xff};
  fwrite(b, 1, 4, stdout);
}
static void f32(float f) {
  uint32_t v;
  memcpy(&v, &f, 4);
  u32(v);
}
static void u16(unsigned v) {
  unsigned char b[2] = {v & 0xff, v >> 8 & 0xff};
  fwrite(b, 1, 2, stdout);
}

int main(int argc, char **argv) {
  if (argc != 3 || (strcmp(argv[1], "plain") && strcmp(argv[1], "compressed"))) {
    fprintf(stderr, "usage: gen_caf plain|compressed MB > FILE\n");
    return 2;
  }
  int compressed = strcmp(argv[1], "compressed") == 0;
  long bytes = atol(argv[2]) * 1000000L;
  const int tracks = 100;
  long per = bytes / tracks / (compressed ? 12 : 32);
  if (per > 65535 && compressed) per = 65535; /* distinct u16 times */
  const float duration = 10.0f;
  fwrite("CAF\0", 1, 4, stdout);
  u32(compressed ? 1100 : 1000);
  f32(duration);
  u32(tracks);
  if (compressed) u32(1);
  for (int t = 0; t < tracks; t++) {
    u32((uint32_t)t);
    u32((uint32_t)per);
    if (compressed) {
      f32(-1), f32(-1), f32(-1);            /* the translations' minimum */
      f32(0.001f), f32(0.001f), f32(0.002f); /* and step */
    }
    for (long k = 0; k < per; k++) {
      double a = 6.283185307 * (double)k / (double)per;
      if (compressed) {
        u16((unsigned)(k * 65535 / (per > 1 ? per - 1 : 1)));
        u32((uint32_t)(k % 2048) | (uint32_t)(k % 2048) << 11 | (uint32_t)(k % 1024) << 22);
        /* A rotation about z with w left out: x = 0, y = 0, z = sin/2 … as
         * the smallest three (s1, s2 bit 0 = 1, 1: w is left out). */
        short z = (short)(sin(a / 2) * 0.7 * 32767 * 1.41421);
        u16(0), u16(1), u16((unsigned short)((z & ~1) | 1));
      } else {
        f32((float)(duration * (double)k / (double)per));
        f32((float)cos(a)), f32((float)sin(a)), f32(0.5f);
        f32(0), f32(0), f32((float)sin(a / 2)), f32((float)cos(a / 2));
      }
    }
  }
  return 0;
}
