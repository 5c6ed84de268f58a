/* SK463 duplicate-track
 *
 * ## What it does
 * Flags a second TRACK for the same bone in a Cal3D animation (XAF, the
 * same BONEID) or for the same morph target in a morph animation (XPF, the
 * same MORPHNAME; a morph track without keyframes is not counted: it
 * drives nothing).
 *
 * ## Why is this bad?
 * Cal3D keeps both tracks and applies both to the bone every frame, each
 * with the animation's full weight: the bone ends up with a blend of two
 * motions that neither track describes. Usually a track copied from
 * another animation without changing its BONEID.
 *
 * ## Example
 * ```xml
 * <TRACK BONEID="3" NUMKEYFRAMES="31">…</TRACK>
 * <TRACK BONEID="3" NUMKEYFRAMES="31">…</TRACK>
 * ```
 * Use instead: one track per bone (the second was probably meant for
 * another bone).
 *
 * ## Fix
 * None: which track is right is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <stdlib.h>

typedef struct {
  int64_t bone;
  uint32_t track;
} Seen;

static int by_bone(const void *a, const void *b) {
  const Seen *x = a, *y = b;
  if (x->bone != y->bone) return x->bone < y->bone ? -1 : 1;
  return x->track < y->track ? -1 : x->track > y->track;
}

static void bones(SkDiagSink *sink, const CalExt *x) {
  Seen *s = sk_xmalloc((x->ntracks ? x->ntracks : 1) * sizeof *s);
  uint32_t n = 0;
  for (uint32_t t = 0; t < x->ntracks; t++)
    if (x->tracks[t].boneid.present && x->tracks[t].boneid.ok)
      s[n].bone = (int64_t)x->tracks[t].boneid.v, s[n].track = t, n++;
  if (n > 1) qsort(s, n, sizeof *s, by_bone);
  for (uint32_t i = 1; i < n; i++) {
    if (s[i].bone != s[i - 1].bone) continue;
    uint32_t first = i - 1;
    while (first > 0 && s[first - 1].bone == s[i].bone) first--;
    const CalTrack *tr = &x->tracks[s[i].track];
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK463, tr->boneid.value,
                                "track %u is the second track for bone %lld (track %u is the "
                                "first); expected one track per bone (Cal3D applies both)",
                                s[i].track, (long long)s[i].bone, s[first].track);
    sk_diag_related(d, x->tracks[s[first].track].boneid.value, "the first track for bone %lld",
                    (long long)s[i].bone);
  }
  free(s);
}

typedef struct {
  const char *name;
  uint32_t track;
} Named;

static int by_name(const void *a, const void *b) {
  const Named *x = a, *y = b;
  int c = strcmp(x->name, y->name);
  return c ? c : (x->track < y->track ? -1 : x->track > y->track);
}

static void morphs(SkDiagSink *sink, const CalExt *x) {
  Named *s = sk_xmalloc((x->ntracks ? x->ntracks : 1) * sizeof *s);
  uint32_t n = 0;
  for (uint32_t t = 0; t < x->ntracks; t++)
    if (x->tracks[t].morphname.text && x->tracks[t].nkeys)
      s[n].name = x->tracks[t].morphname.text, s[n].track = t, n++;
  if (n > 1) qsort(s, n, sizeof *s, by_name);
  for (uint32_t i = 1; i < n; i++) {
    if (strcmp(s[i].name, s[i - 1].name) != 0) continue;
    uint32_t first = i - 1;
    while (first > 0 && strcmp(s[first - 1].name, s[i].name) == 0) first--;
    const CalText *a = &x->tracks[s[i].track].morphname;
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK463, a->value,
                                "track %u is the second track for morph target '%s' (track %u "
                                "is the first); expected one track per morph target",
                                s[i].track, a->text, s[first].track);
    sk_diag_related(d, x->tracks[s[first].track].morphname.value, "the first track for '%s'",
                    a->text);
  }
  free(s);
}

void sk_check_duplicate_track(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x) return;
  if (x->format == SK_FORMAT_XAF) bones(sink, x);
  else if (x->format == SK_FORMAT_XPF) morphs(sink, x);
}
