# The front door. `make` alone prints help; `make demo NAME=news` and `make test` are the two
# commands that matter. Recipes are silent: a demo prints only the example's trace on stdout,
# and anything the build says goes to stderr.

SWIFT       ?= swift
BIN_DIR     := .build/debug
RUNNER      := $(BIN_DIR)/PatternRunner
# Everything the runner is built from; make rebuilds only when one of these is newer.
SOURCES     := Package.swift $(shell find Sources -type f 2>/dev/null)

.DEFAULT_GOAL := help
.PHONY: help demo list verify build test clean katas kata hint watch reset solution kata-verify

help: ## Show this help
	@echo "Mediator pattern playground — examples and katas"
	@echo
	@echo "  make demo NAME=news     run one example (names: conceptual macbook game news musketeers)"
	@echo "  make test               build with warnings as errors, run every test, verify traces and katas"
	@echo
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)$$/  make \1\t\2/' | expand -t 26

$(RUNNER): $(SOURCES)
	@$(SWIFT) build -q --product PatternRunner 1>&2
	@touch $@

build: $(RUNNER) ## Build the runner (quietly; output on stderr)
	@:

demo: $(RUNNER) ## Run one example: make demo NAME=news
	@if [ -z "$$NAME" ]; then \
	  echo "make demo: NAME is required, e.g. make demo NAME=news. Examples:" >&2; \
	  $(RUNNER) list >&2; exit 2; \
	fi
	@$(RUNNER) run "$$NAME"

list: $(RUNNER) ## List the examples
	@$(RUNNER) list

verify: $(RUNNER) ## Compare every example's trace with its documented output
	@$(RUNNER) verify

test: ## Build (warnings are errors), run all tests, verify traces, verify katas
	@echo "==> swift build --build-tests (warnings are errors)"
	@log=$$(mktemp); \
	  if ! $(SWIFT) build --build-tests 2>&1 | tee "$$log"; then rm -f "$$log"; exit 1; fi; \
	  if grep -q 'warning:' "$$log"; then echo "error: the build printed warnings; the project keeps zero" >&2; rm -f "$$log"; exit 1; fi; \
	  rm -f "$$log"
	@echo "==> swift test"
	@$(SWIFT) test --skip-build --disable-xctest
	@echo "==> PatternRunner verify"
	@$(RUNNER) verify
	@echo "==> PatternRunner kata verify"
	@$(RUNNER) kata verify

clean: ## Remove build products (learners' kata progress is kept)
	@$(SWIFT) package clean
	@rm -rf .build

# ---- Katas -------------------------------------------------------------------------------

katas: $(RUNNER) ## List the katas with your progress and the next one
	@$(RUNNER) kata list

kata: $(RUNNER) ## Check one kata: make kata NAME=01 (JSON=1 for machine-readable output)
	@$(call need-name,kata)
	@$(RUNNER) kata check "$$NAME" $(if $(JSON),--json)

hint: $(RUNNER) ## Show the next hint: make hint NAME=01 (ALL=1 for every hint)
	@$(call need-name,hint)
	@$(RUNNER) kata hint "$$NAME" $(if $(ALL),--all)

watch: $(RUNNER) ## Re-check a kata on every save: make watch NAME=01
	@$(call need-name,watch)
	@$(RUNNER) kata watch "$$NAME"

reset: $(RUNNER) ## Restore a kata's starter (asks; backs your files up): make reset NAME=01
	@$(call need-name,reset)
	@$(RUNNER) kata reset "$$NAME" $(if $(YES),--yes)

solution: $(RUNNER) ## Show a kata's reference solution once it is done: make solution NAME=01
	@$(call need-name,solution)
	@$(RUNNER) kata solution "$$NAME" $(if $(FORCE),--force)

kata-verify: $(RUNNER) ## Prove every starter fails and every reference passes (temporary copies)
	@$(RUNNER) kata verify

# Stops with the kata list when NAME is missing.
define need-name
if [ -z "$$NAME" ]; then echo "make $(1): NAME is required, e.g. make $(1) NAME=01" >&2; $(RUNNER) kata list >&2; exit 2; fi
endef
