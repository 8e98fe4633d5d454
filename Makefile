# The two user-facing targets. Each does all set-up on a fresh machine.
#   make demo   - set up, build, and run the bundled examples through mlir-opt
#   make check  - set up, build, and run every test

BUILD_DIR ?= build
JOBS ?= $(shell nproc)

# When ccache is installed, let clones at other paths share its cache.
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1

.PHONY: demo check build setup configure install

setup:
	@scripts/setup.sh

$(BUILD_DIR)/build.ninja: CMakeLists.txt | setup
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release

configure: setup $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

check: build
	cmake --build $(BUILD_DIR) --target check-tileiras

# make install PREFIX=DIR: bin/, lib/, plugins/ and include/ under DIR.
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

demo: build
	@scripts/demo.sh $(BUILD_DIR)
