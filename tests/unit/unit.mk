# unit.mk - unit tests of the plain-C core (tests/unit/*.c).
#
#   make check-unit        build the unit tests twice and run both:
#                          build/unit/unit-tests (against the core library
#                          build/core/libmemopt-core.a, as the plugin uses
#                          it) and build/unit-asan/unit-tests (tests and a
#                          copy of the core built with
#                          -fsanitize=address,undefined); writes
#                          $(BUILD)/check/unit.results with the cases as
#                          unit/NAME and unit-asan/NAME.  About 10 s of
#                          CPU, building included (2 s to run both).
#   make build/bench-lse-scale
#                          the scaling benchmark of mo_lse (not in check;
#                          bench/bench.mk runs it): time per memory
#                          operation for 1,000 / 10,000 / 100,000
#                          operations in long blocks, many blocks, loops.
#
# Run one case by hand: build/unit/unit-tests NAME...

UNIT_SRCS := $(filter-out tests/unit/bench-%.c,$(wildcard tests/unit/*.c))
UNIT_HDRS := tests/unit/unit.h plugin/core/memopt.h $(REMARKS_H)
UNIT_CFLAGS := -std=c11 -O1 -g -Wall -Wextra -Wpedantic -Iplugin/core -I$(BUILD)/gen
UNIT_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all \
  -fno-omit-frame-pointer

UNIT_BIN := $(BUILD)/unit/unit-tests
UNIT_ASAN_BIN := $(BUILD)/unit-asan/unit-tests
UNIT_ASAN_CORE := $(patsubst plugin/core/%.c,$(BUILD)/unit-asan/core/%.o,$(CORE_SRCS))

$(BUILD)/unit/%.o: tests/unit/%.c $(UNIT_HDRS)
	@mkdir -p $(@D)
	$(HOST_CC) $(UNIT_CFLAGS) -c $< -o $@

$(UNIT_BIN): $(patsubst tests/unit/%.c,$(BUILD)/unit/%.o,$(UNIT_SRCS)) $(CORE_LIB)
	$(HOST_CC) -o $@ $(filter %.o,$^) $(CORE_LIB)

$(BUILD)/unit-asan/%.o: tests/unit/%.c $(UNIT_HDRS)
	@mkdir -p $(@D)
	$(HOST_CC) $(UNIT_CFLAGS) $(UNIT_SAN) -c $< -o $@

$(BUILD)/unit-asan/core/%.o: plugin/core/%.c plugin/core/memopt.h
	@mkdir -p $(@D)
	$(HOST_CC) $(CORE_CFLAGS) $(UNIT_SAN) -c $< -o $@

$(UNIT_ASAN_BIN): $(patsubst tests/unit/%.c,$(BUILD)/unit-asan/%.o,$(UNIT_SRCS)) $(UNIT_ASAN_CORE)
	$(HOST_CC) $(UNIT_SAN) -o $@ $^

# Both binaries run every case; a binary that dies without reporting
# (it forks per case, so only a broken runner can) is one FAIL line.
.PHONY: check-unit
check-unit: $(UNIT_BIN) $(UNIT_ASAN_BIN)
	@mkdir -p $(BUILD)/check
	@rm -f $(BUILD)/check/unit.results
	@for v in unit unit-asan; do \
	  bin=$(BUILD)/$$v/unit-tests; \
	  $$bin -p $$v/ >$(BUILD)/check/unit.$$v.out; st=$$?; \
	  if [ $$st -ne 0 ] && ! grep -q '^FAIL ' $(BUILD)/check/unit.$$v.out; \
	  then \
	    echo "FAIL $$v/runner exited with status $$st and no FAIL line" \
	      >>$(BUILD)/check/unit.$$v.out; \
	  fi; \
	  cat $(BUILD)/check/unit.$$v.out >>$(BUILD)/check/unit.results; \
	  rm -f $(BUILD)/check/unit.$$v.out; \
	done
	@echo "unit: $$(grep -c '^PASS ' $(BUILD)/check/unit.results) passed," \
	  "$$(grep -c '^FAIL ' $(BUILD)/check/unit.results) failed"
	@grep '^FAIL ' $(BUILD)/check/unit.results || true
	@! grep -q '^FAIL ' $(BUILD)/check/unit.results

CHECK_TARGETS += check-unit

# The scaling benchmark (bench/bench.mk hooks it into make bench).
$(BUILD)/bench-lse-scale: tests/unit/bench-lse-scale.c $(CORE_LIB) plugin/core/memopt.h
	@mkdir -p $(@D)
	$(HOST_CC) -std=c11 -O2 -g -Wall -Wextra -Wpedantic -Iplugin/core \
	  -o $@ $< $(CORE_LIB)
