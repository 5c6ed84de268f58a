/* render_cmd.c — `skellint render FILE -o OUT.svg`: what to draw, read
 * from the command line and loaded as `check` loads it (render_svg.c
 * draws it):
 *
 *   render SKELETON                       the bind pose (a .cfg: its skeleton)
 *   render SKELETON --animation ANIM      the pose at --time SECONDS (default 0);
 *                                         a BonesPro one's --frame (render_frames.c)
 *   render MESH --skeleton SKELETON       the mesh's vertices under the bones,
 *                                         coloured by their findings
 *   render MESH                           the same over the skeleton of the .cfg
 *                                         of its folder that lists it (render_cfg.c);
 *                                         an LGW model or BonesPro structure over
 *                                         its own bones
 *
 * A mesh and an animation are checked with the skeleton (its character),
 * so their findings about its bones are the ones `check` reports. */
#include "render.h"
#include "commands.h"
#include "render_cfg.h"
#include "render_frames.h"
#include "files/files.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *file, *output, *skeleton, *animation;
  CliFrameAsk when;         /* --time, --frame */
  bool no_config;
} Args;

/* Everything loaded; freed by unload(). */
typedef struct {
  SkDocument *skel, *mesh, *anim;
  char *followed;           /* a .cfg's skeleton path */
  char *found_cfg;          /* the .cfg found for a mesh given alone */
  SkCharacter *character;   /* the skeleton's, for the mesh and the animation */
  SkLocalPose *local;
  double (*pose)[3], (*rot)[4];
  char *anim_label;         /* a BonesPro animation: its file and frame */
  CliMesh *mesh_layer;
  CliLayer layer;
} Loaded;

static void unload(Loaded *l) {
  cli_mesh_free(l->mesh_layer);
  sk_document_free(l->mesh);
  sk_document_free(l->anim);
  sk_character_free(l->character);
  sk_document_free(l->skel);
  free(l->followed);
  free(l->found_cfg);
  free(l->local);
  free(l->pose);
  free(l->rot);
  free(l->anim_label);
}

static int usage_error(const char *fmt, const char *arg) {
  fputs("skellint render: ", stderr);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  return CLI_EXIT_USAGE;
}

static int parse(int argc, char **argv, Args *a) {
  for (int i = 0; i < argc; i++) {
    const char *s = argv[i];
    const char *next = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) {
      printf("usage: skellint render FILE -o OUT.svg [--no-config] [--skeleton SKELETON]\n"
             "                      [--animation ANIM [--time SECONDS | --frame N]]\n"
             "Draws the bind pose (front and side views) as SVG; bones with errors\n"
             "are red, with warnings orange. '-o -' writes to standard output.\n"
             "--animation: the pose of a Cal3D animation (XAF, CAF) at --time\n"
             "(seconds, default 0), interpolated as Cal3D does; of a BonesPro animation\n"
             "(ExportMode Bones) on its structure, the frame --frame N (as its header\n"
             "numbers them) or the one at or before --time (30 frames a second).\n"
             "A mesh (XMF, CMF): its vertices under the bones of --skeleton (else of\n"
             "the .cfg of its folder that lists it), those with findings coloured\n"
             "(weight sum, influence count, unknown bone). An LGW model (WVERTS) or a\n"
             "BonesPro structure: its vertices under its own bones.\n");
      return -1;
    }
    if ((strcmp(s, "-o") == 0 || strcmp(s, "--output") == 0) && next) a->output = argv[++i];
    else if (strncmp(s, "-o", 2) == 0 && s[2]) a->output = s + 2; /* -oOUT.svg */
    else if (strncmp(s, "--output=", 9) == 0) a->output = s + 9;
    else if (strcmp(s, "--no-config") == 0) a->no_config = true;
    else if (strcmp(s, "--skeleton") == 0 && next) a->skeleton = argv[++i];
    else if (strncmp(s, "--skeleton=", 11) == 0) a->skeleton = s + 11;
    else if (strcmp(s, "--animation") == 0 && next) a->animation = argv[++i];
    else if (strncmp(s, "--animation=", 12) == 0) a->animation = s + 12;
    else if ((strcmp(s, "--time") == 0 && next) || strncmp(s, "--time=", 7) == 0) {
      const char *v = s[6] == '=' ? s + 7 : argv[++i];
      if (sk_parse_double(v, strlen(v), &a->when.time) != SK_NUM_OK)
        return usage_error("--time: '%s' is not a number of seconds", v);
    } else if ((strcmp(s, "--frame") == 0 && next) || strncmp(s, "--frame=", 8) == 0) {
      const char *v = s[7] == '=' ? s + 8 : argv[++i];
      a->when.has_frame = true;
      if (sk_parse_double(v, strlen(v), &a->when.frame) != SK_NUM_OK)
        return usage_error("--frame: '%s' is not a frame number", v);
    } else if (s[0] == '-' && s[1]) {
      return usage_error("unknown option '%s' (expected -o FILE, --no-config, --skeleton, "
                         "--animation, --time, --frame)", s);
    } else if (!a->file) a->file = s;
    else return usage_error("one FILE at a time (%s is one too many)", s);
  }
  if (!a->file || !a->output) {
    fprintf(stderr, "usage: skellint render FILE -o OUT.svg [--skeleton SKELETON] [--animation ANIM "
                    "[--time SECONDS | --frame N]]\n");
    return CLI_EXIT_USAGE;
  }
  return 0;
}

/* The skeleton's character: the mesh and the animation are checked in it. */
static void make_character(Loaded *l, const char *skel_path) {
  l->character = sk_character_new(skel_path, NULL);
  int32_t k = sk_character_skeleton(l->character);
  if (k >= 0) sk_character_set_document(l->character, k, l->skel);
}

/* The skeleton and, with --skeleton (or a mesh's .cfg found), the mesh.
 * Returns the skeleton's path. */
static const char *load_figure(Args *a, Loaded *l) {
  const char *skel_path = a->skeleton ? a->skeleton : a->file;
  l->skel = cli_load_skeleton(skel_path, a->no_config, &l->followed);
  if (!l->skel) return NULL;
  if (l->followed) skel_path = l->followed;
  if (!l->skel->model || l->skel->model->nbones == 0) {
    if (!a->skeleton && l->skel->model && sk_mesh_has_positions(l->skel->model)) {
      /* A mesh alone: over the skeleton of the .cfg of its folder that lists it. */
      if (!(l->found_cfg = cli_render_find_cfg(a->file))) return NULL;
      a->skeleton = l->found_cfg;
      sk_document_free(l->skel);
      l->skel = NULL;
      return load_figure(a, l);
    }
    fprintf(stderr, "skellint render: %s: no skeleton to draw (%s file without bones)\n", skel_path,
            sk_format_name(l->skel->format));
    return NULL;
  }
  if (a->skeleton || a->animation) make_character(l, skel_path);
  if (!a->skeleton && !a->animation && sk_mesh_has_positions(l->skel->model)) {
    /* Bones and vertices in one file (LGW, a BonesPro structure); with an
     * animation the bones move and the vertices would not: left out. */
    l->mesh_layer = cli_mesh_new(l->skel, NULL);
    l->layer = cli_mesh_layer(l->mesh_layer);
  }
  if (!a->skeleton) return skel_path;
  l->mesh = cli_load_document_in(a->file, a->no_config, l->character);
  if (!l->mesh) return NULL;
  l->mesh_layer = cli_mesh_new(l->mesh, a->file);
  if (!l->mesh_layer) {
    fprintf(stderr, "skellint render: %s: not a mesh whose vertices skellint can place (%s); "
            "expected a Cal3D mesh (XMF or CMF), an LGW model with WVERTS or a BonesPro "
            "structure with vertices\n", a->file, sk_format_name(l->mesh->format));
    return NULL;
  }
  l->layer = cli_mesh_layer(l->mesh_layer);
  return skel_path;
}

/* --animation: the pose at --time (a BonesPro animation's frame),
 * composed as the bind pose is; p's time, duration and animation set. */
static bool load_pose(const Args *a, Loaded *l, CliPicture *p) {
  l->anim = cli_load_document_in(a->animation, a->no_config, l->character);
  if (!l->anim) return false;
  const SkModel *m = l->skel->model;
  l->pose = sk_xcalloc(m->nbones, sizeof *l->pose);
  p->animation = a->animation;
  if (cli_is_bonespro_animation(l->anim)) {
    CliFramePose f = {l->pose, 0, 0, NULL};
    if (!cli_bonespro_posed(l->skel, l->anim, a->animation, &a->when, &f)) return false;
    p->time = f.time, p->duration = f.duration;
    p->animation = l->anim_label = f.label;
    return true;
  }
  if (!sk_animation_duration(l->anim->model, &p->duration)) {
    fprintf(stderr, "skellint render: %s: not an animation (%s); expected a Cal3D animation "
            "(XAF or CAF) or a BonesPro animation\n", a->animation, sk_format_name(l->anim->format));
    return false;
  }
  if (a->when.has_frame) {
    fprintf(stderr, "skellint render: %s: --frame is for a BonesPro animation's frames; a Cal3D "
            "animation is posed at --time SECONDS\n", a->animation);
    return false;
  }
  l->local = sk_xcalloc(m->nbones, sizeof *l->local);
  l->rot = sk_xcalloc(m->nbones, sizeof *l->rot);
  p->time = a->when.time;
  sk_animation_pose(l->anim->src, l->anim->model, m, a->when.time, l->local);
  sk_skeleton_compose(m, l->local, l->pose, l->rot, NULL);
  return true;
}

static int write_picture(const Args *a, const CliPicture *p) {
  FILE *out = strcmp(a->output, "-") == 0 ? stdout : fopen(a->output, "w");
  if (!out) {
    fprintf(stderr, "skellint render: %s: %s\n", a->output, cli_strerror(errno));
    return CLI_EXIT_USAGE;
  }
  cli_render_svg(out, p);
  bool ok = fflush(out) == 0 && !ferror(out);
  if (out != stdout && fclose(out) != 0) ok = false;
  if (!ok) {
    fprintf(stderr, "skellint render: writing %s failed\n", a->output);
    return CLI_EXIT_USAGE;
  }
  return CLI_EXIT_OK;
}

int cli_render_main(int argc, char **argv) {
  Args a = {0};
  int rc = parse(argc, argv, &a);
  if (rc) return rc < 0 ? CLI_EXIT_OK : rc;
  Loaded l = {0};
  CliPicture p = {0};
  p.path = load_figure(&a, &l);
  rc = CLI_EXIT_USAGE;
  if (p.path && (!a.animation || load_pose(&a, &l, &p))) {
    p.doc = l.skel;
    p.pose = (const double(*)[3])l.pose;
    p.layer = l.mesh_layer ? &l.layer : NULL;
    rc = write_picture(&a, &p);
  }
  unload(&l);
  return rc;
}
