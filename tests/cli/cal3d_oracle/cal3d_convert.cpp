// cal3d_convert.cpp — Cal3D's own library (Debian's libcal3d, mainline
// 0.11) as an oracle for the tests: loads IN with CalLoader and writes it
// with CalSaver to OUT, each choosing XML or binary by the file name as
// Cal3D does. The kind (skeleton, mesh, animation, material) is OUT's
// extension. Exit 0 when Cal3D loaded and saved the file, 1 when its
// loader refused it (Cal3D's error on stderr), 2 on bad usage.
#include <cal3d/cal3d.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <strings.h>

static std::string kind_of(const std::string &out) {
  std::string ext = out.size() >= 3 ? out.substr(out.size() - 3) : "";
  for (char &c : ext) c = (char)tolower((unsigned char)c);
  if (ext == "xsf" || ext == "csf") return "skeleton";
  if (ext == "xmf" || ext == "cmf") return "mesh";
  if (ext == "xaf" || ext == "caf") return "animation";
  if (ext == "xrf" || ext == "crf") return "material";
  return "";
}

static int refused(const char *what, const char *path) {
  std::fprintf(stderr, "cal3d_convert: Cal3D could not %s %s: %s\n", what, path,
               CalError::getLastErrorDescription().c_str());
  return 1;
}

// Loaded (p), then saved with `save`: 0, or 1 with a word on stderr.
template <typename Ptr, typename Save>
static int convert(const Ptr &p, Save save, const std::string &in, const std::string &out) {
  if (!p) return refused("load", in.c_str());
  if (!save(out, p.get())) return refused("save", out.c_str());
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: cal3d_convert IN OUT (OUT's extension says the kind)\n");
    return 2;
  }
  const std::string in = argv[1], out = argv[2], kind = kind_of(out);
  if (kind == "skeleton")
    return convert(CalLoader::loadCoreSkeleton(in), &CalSaver::saveCoreSkeleton, in, out);
  if (kind == "mesh")
    return convert(CalLoader::loadCoreMesh(in), &CalSaver::saveCoreMesh, in, out);
  if (kind == "animation")
    return convert(CalLoader::loadCoreAnimation(in), &CalSaver::saveCoreAnimation, in, out);
  if (kind == "material")
    return convert(CalLoader::loadCoreMaterial(in), &CalSaver::saveCoreMaterial, in, out);
  std::fprintf(stderr, "cal3d_convert: %s: not a Cal3D file name\n", argv[2]);
  return 2;
}
