# gen.mk - memgen, the generator of programs full of memopt's shapes
# (gen/README.md).
#
#   make build/memgen   the generator (one executable, gen/*.c)
#
# memopt-verify runs it for --generator memgen (built next to it, or
# installed as PREFIX/lib/memopt/memgen: mk/install.sh); its tests are
# tests/verify/memgen-check.sh, part of make check-verify.

MEMGEN := $(BUILD)/memgen
MEMGEN_CFLAGS := -std=c11 -O2 -g -Wall -Wextra -Wpedantic

$(MEMGEN): $(wildcard gen/*.c gen/*.h)
	@mkdir -p $(@D)
	$(HOST_CC) $(MEMGEN_CFLAGS) -o $@ $(filter %.c,$^)
