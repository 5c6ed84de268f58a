# The commands users type. Everything real happens in CMake and CTest.
#   make run    install missing packages, build, lint examples/
#   make test   the same set-up, then every test (CTest)
#   make bench  speed and memory against the floor (bench/RESULTS.md)
#   make docs   regenerate docs/rules/ from the rule files
#   make vsix   package the VS Code extension (editors/vscode) into build/
#   make windows  skellint.exe for Windows x64 (mingw-w64 cross build) in build-win/
#   make static   build-musl/skellint: one static, stripped Linux x64 program (musl)
#   make web    the static page with skellint in WebAssembly, in build-web/site/
#   make vsix-platforms  one .vsix per platform (linux-x64, win32-x64) with skellint inside
#   make dist   a release in dist/: .deb, Windows .exe, Linux x64 tarball, both .vsix, source tarball, SHA256SUMS
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
ifeq ($(SANITIZE),1)
BUILD := build-asan
CMAKE_FLAGS += -DSKELLINT_SANITIZE=ON
endif

.PHONY: all run test setup build bench docs fuzz clean vsix vsix-platforms windows static web dist
all: build

setup:
	@tools/setup.sh

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

build: setup $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

run: build
	@echo "== skellint check examples/"
	@$(BUILD)/skellint check --show-source examples/ || [ $$? -eq 1 ]

test: build
	@tools/setup.sh --test
	@# the browser tests (tests/web/) need the page: built where emscripten is
	@if command -v emcc >/dev/null 2>&1; then $(MAKE) --no-print-directory web; fi
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	@tools/setup.sh --bench
	cmake --build $(BUILD) --target bench

# make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS="fuzz_xsf ..."]: libFuzzer + ASan + UBSan (clang) in build-fuzz; tests/lib/fuzz/README.md
fuzz: setup
	CC=clang cmake -S . -B build-fuzz -DSKELLINT_FUZZ=ON && cmake --build build-fuzz --target fuzzers -j $(JOBS) && tests/lib/fuzz/run.sh build-fuzz $(or $(FUZZ_SECONDS),60) $(FUZZ_TARGETS)

docs: build
	$(BUILD)/skellint docs docs/rules

vsix:  # the VS Code extension: $(BUILD)/skellint-<version>.vsix (editors/vscode)
	@editors/vscode/install.sh && mkdir -p $(BUILD) && cd editors/vscode && node_modules/.bin/vsce package --out $(CURDIR)/$(BUILD)/skellint-$$(node -p 'require("./package.json").version').vsix

# $(call cross_build,DIR,TARGET,TOOLCHAIN,PACKAGES): the static libraries
# of a cross build (tools/deps/) in DIR/deps, then DIR configured, and
# configured and built afresh when the libraries were rebuilt (their
# pkg-config answers are cached; a header new in DIR/deps/prefix, like
# iconv.h, is not seen by make's dependencies).
define cross_build
	@tools/deps/setup.sh $(1)/deps $(4)
	@JOBS=$(JOBS) tools/deps/build-deps.sh $(2) $(1)/deps
	@if [ ! -f $(1)/CMakeCache.txt ] || \
	    [ -n "$$(find $(1)/deps/prefix -maxdepth 1 -name '.done-*' -newer $(1)/CMakeCache.txt)" ]; then \
	  rm -rf $(1)/CMakeCache.txt $(1)/CMakeFiles; cmake -S . -B $(1) -DCMAKE_BUILD_TYPE=Release \
	    -DCMAKE_TOOLCHAIN_FILE=$(CURDIR)/$(3); fi
endef

# make windows: build-win/skellint.exe, one static Windows x64 program. Installs
# mingw-w64 and wine64, fetches Debian's source packages of libxml2, cJSON and
# tree-sitter into build-win/deps and builds them once (tools/deps/).
windows:
	$(call cross_build,build-win,windows,tools/windows/mingw-w64-x86_64.cmake,gcc-mingw-w64-x86-64 wine64)
	cmake --build build-win --target skellint hold_open -j $(JOBS)

# make static: build-musl/skellint, the Linux x64 program that needs no
# library of the system it runs on (not even libc): linked statically with
# Debian's musl (musl-tools), stripped; libxml2, cJSON and tree-sitter from
# Debian's source packages built once into build-musl/deps (tools/deps/).
# It goes in the linux-x64 .vsix and dist's linux-x64 tarball.
static:
	$(call cross_build,build-musl,musl,tools/musl/musl-x86_64.cmake,musl-tools)
	cmake --build build-musl --target skellint -j $(JOBS)

# make web: build-web/site/, the static page (web/) with skellint in
# WebAssembly (skellint.js, skellint.wasm; docs/web.md). Installs Debian's
# emscripten, builds the libraries once into build-web/deps (tools/deps/).
# Debian's emcc needs node to find its modules in /usr/share/nodejs.
web: export NODE_PATH := /usr/share/nodejs
web:
	@tools/setup.sh --web
	$(call cross_build,build-web,web,tools/web/emscripten.cmake,emscripten)
	cmake --build build-web -j $(JOBS)

# make vsix-platforms: $(BUILD)/skellint-{linux-x64,win32-x64}-<version>.vsix (tools/vsix_platforms.sh),
# the linux-x64 one with the static program of make static.
vsix-platforms: windows static
	tools/vsix_platforms.sh build-musl/skellint build-win/skellint.exe $(BUILD)

# make dist: tools/dist.sh (docs/install.md).
dist: build windows static vsix-platforms
	@tools/setup.sh --dist
	tools/dist.sh $(BUILD) build-win build-musl dist

clean:
	rm -rf build build-asan build-fuzz dist
