# The commands users type. Everything real happens in CMake and CTest.
#   make run    install missing packages, build, lint examples/
#   make test   the same set-up, then every test (CTest)
#   make bench  speed and memory against the floor (bench/RESULTS.md)
#   make docs   regenerate docs/rules/ from the rule files
#   make vsix   package the VS Code extension (editors/vscode) into build/
#   make windows  skellint.exe for Windows x64 (mingw-w64 cross build) in build-win/
#   make vsix-platforms  one .vsix per platform (linux-x64, win32-x64) with skellint inside
#   make dist   a release in dist/: .deb, Windows .exe, both .vsix, source tarball, SHA256SUMS
BUILD ?= build
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
ifeq ($(SANITIZE),1)
BUILD := build-asan
CMAKE_FLAGS += -DSKELLINT_SANITIZE=ON
endif

.PHONY: all run test setup build bench docs fuzz clean vsix vsix-platforms windows dist
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
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	@tools/setup.sh --bench
	cmake --build $(BUILD) --target bench

# make fuzz [FUZZ_SECONDS=N] [FUZZ_TARGETS="fuzz_xsf ..."]: libFuzzer + ASan + UBSan (clang) in build-fuzz; tests/fuzz/README.md
fuzz: setup
	CC=clang cmake -S . -B build-fuzz -DSKELLINT_FUZZ=ON && cmake --build build-fuzz --target fuzzers -j $(JOBS) && tests/fuzz/run.sh build-fuzz $(or $(FUZZ_SECONDS),60) $(FUZZ_TARGETS)

docs: build
	$(BUILD)/skellint docs docs/rules

vsix:  # the VS Code extension: $(BUILD)/skellint-<version>.vsix (editors/vscode)
	@editors/vscode/install.sh && mkdir -p $(BUILD) && cd editors/vscode && node_modules/.bin/vsce package --out $(CURDIR)/$(BUILD)/skellint-$$(node -p 'require("./package.json").version').vsix

# make windows: build-win/skellint.exe, one static Windows x64 program. Installs
# mingw-w64 and wine64, fetches Debian's source packages of libxml2, cJSON and
# tree-sitter into build-win/deps and builds them once (tools/windows/).
windows:
	@tools/windows/setup.sh build-win/deps
	@JOBS=$(JOBS) tools/windows/build-deps.sh build-win/deps
	@# configured again when the libraries were rebuilt (their pkg-config answers are cached)
	@if [ ! -f build-win/CMakeCache.txt ] || \
	    [ -n "$$(find build-win/deps/prefix -maxdepth 1 -name '.done-*' -newer build-win/CMakeCache.txt)" ]; then \
	  rm -f build-win/CMakeCache.txt; cmake -S . -B build-win -DCMAKE_BUILD_TYPE=Release \
	    -DCMAKE_TOOLCHAIN_FILE=$(CURDIR)/tools/windows/mingw-w64-x86_64.cmake; fi
	cmake --build build-win --target skellint hold_open -j $(JOBS)

# make vsix-platforms: $(BUILD)/skellint-{linux-x64,win32-x64}-<version>.vsix (tools/vsix_platforms.sh)
vsix-platforms: build windows
	tools/vsix_platforms.sh $(BUILD)/skellint build-win/skellint.exe $(BUILD)

# make dist: tools/dist.sh (docs/install.md).
dist: build windows vsix-platforms
	@tools/setup.sh --dist
	tools/dist.sh $(BUILD) build-win dist

clean:
	rm -rf build build-asan build-fuzz dist
