# The front door. `make` alone prints help; `make demo NAME=news` and `make test` are the two
# commands that matter. Recipes are silent: a demo prints only the example's trace on stdout,
# and anything the build says goes to stderr.

SWIFT       ?= swift
BIN_DIR     := .build/debug
RUNNER      := $(BIN_DIR)/PatternRunner
# Everything the runner is built from; make rebuilds only when one of these is newer.
SOURCES     := Package.swift $(shell find Sources -type f 2>/dev/null)
# The project's own Swift, which `make test` lints (the katas' learner files are the learners' business).
LINTED      := Package.swift Sources Tests Katas/KataSupport

# What a user gives (make room-remove LEARNER='Eve $(shell …)') reaches the runner as typed:
# GNU make expands a command-line or environment variable when it exports it to a recipe, so
# a name holding $(shell …) would run. Each such variable becomes a simple one holding its
# text unexpanded (exported as it is), and recipes read it from the environment ("$$LEARNER"),
# never as $(LEARNER) pasted into the shell's command line.
USER_VARIABLES := NAME LEARNER DIR URL CODE WORD BIND PORT ROSTER FILE FLOW ASCII JSON TIMEOUT NEXT HINT ALL YES BACKUP FORCE MUTANTS \
  SEED RUNS ROUNDS FUZZ_STEPS FUZZ_SEEDS
literal-variables := $(strip $(foreach v,$(.VARIABLES),$(if $(or $(filter command line,$(origin $(v))),\
  $(and $(filter environment,$(origin $(v))),$(filter $(v),$(USER_VARIABLES)))),$(v))))
$(foreach v,$(literal-variables),$(eval override $(v) := $$(value $(v))))
export $(literal-variables)

.DEFAULT_GOAL := help
.PHONY: help demo list verify build test flake-hunt lint format clean prepare katas kata hint watch reset restore solution kata-verify mistakes mutation fuzz-check check-times progress class room join leave bench bench-room
# Kata commands name make variables (FORCE=1), not flags, in their messages.
export PATTERN_RUNNER_VIA_MAKE := 1

help: ## Show this help
	@echo "Mediator pattern playground: runnable examples and katas"
	@echo
	@echo "  make demo NAME=news    run one example (conceptual macbook game news"
	@echo "                         musketeers)"
	@echo "  make test              everything CI proves (about 9 minutes)"
	@echo
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)$$/\1\t\2/' | awk -F'\t' '{ printf "  make %-16s %s\n", $$1, $$2 }'
	@echo
	@echo "Variables (switches take 1, yes or true; 0, no, false or nothing are off):"
	@echo "  NAME=x        the example (demo) or kata (kata, hint, watch, reset …)"
	@echo "  FLOW=1        demo: draw the messages (FLOW=mermaid, FLOW=html);"
	@echo "                kata: your main scenario's messages beside the expected"
	@echo "  ASCII=1       demo FLOW=1: plain ASCII, no colour"
	@echo "  LEARNER=ada   progress, join: your name"
	@echo "  DIR=handins   class: the folder of progress files; room: where it keeps them"
	@echo "  URL=… CODE=…  join: the room's address and code, as make room prints them"
	@echo "  WORD=…        join: your join word, when the instructor gave you one"
	@echo "  BIND=…        room: the address to listen on: 127.0.0.1 this machine only (default),"
	@echo "                your address on the room's network, or 0.0.0.0 every network; PORT=8787"
	@echo "  ROSTER=…      room: the class list, one name a line (Name | word: its join word): only they may join"
	@echo "  FILE=…        room-roster: the class list that replaces the running room's"
	@echo "  JSON=1        kata: results as JSON (exercism results.json v3)"
	@echo "  TIMEOUT=60    kata, watch: seconds the tests may run"
	@echo "  NEXT=1        hint: reveal the next hint (else your latest is shown)"
	@echo "  HINT=2        hint: show hint 2 again"
	@echo "  ALL=1         hint: reveal every hint"
	@echo "  YES=1         reset: do not ask first"
	@echo "  BACKUP=1      restore: put backup 1 back (make restore NAME=01 lists them)"
	@echo "  FORCE=1       solution: show the reference before the kata is done"
	@echo "  MUTANTS=12    kata-verify: mutants per kata (all, original, none or a number;"
	@echo "                default all: every operator, as make test runs them)"
	@echo "  SEED=17       kata: replay one generated scenario (a failure names it)"

# Never silent: a first build takes a while, so say so on stderr before it starts.
$(RUNNER): $(SOURCES)
	@if [ -x $@ ]; then echo "Rebuilding the runner after a change (a few seconds)…" >&2; \
	  else printf '%s\n' "Building the playground once: about 45 s on a quiet 2-core machine" \
	    "(a minute or more when it is busy); every later command starts at once." >&2; fi
	@$(SWIFT) build -q --product PatternRunner 1>&2
	@touch $@

build: $(RUNNER) ## Build the runner (quietly; output on stderr)
	@:

demo: $(RUNNER) ## Run one example: NAME=news (FLOW=1, mermaid, html)
	@if [ -z "$$NAME" ]; then \
	  echo "make demo: NAME is required, e.g. make demo NAME=news. Examples:" >&2; \
	  $(RUNNER) list >&2; exit 2; \
	fi
	@$(RUNNER) run "$$NAME" $(flow-options)

list: $(RUNNER) ## List the examples
	@$(RUNNER) list

verify: $(RUNNER) ## Compare every example's trace with its document
	@$(RUNNER) verify

test: ## Everything CI proves, one line per stage, timed
	@Scripts/make-test.sh "$(SWIFT)" "$(RUNNER)" $(LINTED)

flake-hunt: ## The suite 5 times under two CPU hogs; all green?
	@Scripts/flake-hunt.sh "$(SWIFT)" $${RUNS:-5}

lint: ## Check the house style (swift-format); make format
	@$(SWIFT) format lint --strict --recursive $(LINTED)

format: ## Rewrite the project's Swift in the house style
	@$(SWIFT) format --in-place --recursive $(LINTED)

bench: ## What mediation costs against direct calls
	@if [ ! -x .build/release/MediatorBench ]; then echo "Building the bench in release mode (once; about 10–20 s)…" >&2; fi
	@$(SWIFT) build -c release -q --product MediatorBench 1>&2
	@.build/release/MediatorBench

progress: $(RUNNER) ## Your progress to progress-NAME.json: LEARNER=ada
	@if [ -z "$$LEARNER" ]; then echo "make progress: LEARNER is required, e.g. make progress LEARNER=ada" >&2; exit 2; fi
	@$(RUNNER) progress "$$LEARNER"

class: $(RUNNER) ## A folder of learners' progress files: DIR=handins
	@if [ -z "$$DIR" ]; then echo "make class: DIR is required, e.g. make class DIR=handins" >&2; exit 2; fi
	@$(RUNNER) class "$$DIR"

room: $(RUNNER) ## Open the live room: the projector address and join line
	@$(RUNNER) room serve $(if $(BIND),--bind "$$BIND") $(if $(PORT),--port "$$PORT") $(if $(CODE),--code "$$CODE") $(if $(DIR),--dir "$$DIR") \
	  $(if $(ROSTER),--roster "$$ROSTER")

join: $(RUNNER) ## Join a room: URL=http://… CODE=… LEARNER=ada
	@if [ -z "$$URL" ] || [ -z "$$CODE" ] || [ -z "$$LEARNER" ]; then \
	  echo "make join: URL, CODE and LEARNER are required, e.g." >&2; \
	  echo "  make join URL=http://192.168.1.20:8787 CODE=K7QX2M LEARNER=ada (make room prints it)" >&2; exit 2; fi
	@$(RUNNER) room join "$$URL" --code "$$CODE" --learner "$$LEARNER" $(if $(WORD),--word "$$WORD")

bench-room: $(RUNNER) ## The room's page vs python3 -m http.server (req/s)
	@$(RUNNER) room bench

leave: $(RUNNER) ## Stop handing in to the room
	@$(RUNNER) room leave

.PHONY: room-close room-open room-remove room-remove-after room-roster
room-close: $(RUNNER) ## The running room takes no new learners (DIR= as make room)
	@$(RUNNER) room close $(if $(DIR),--dir "$$DIR")

room-open: $(RUNNER) ## The running room takes new learners again
	@$(RUNNER) room open $(if $(DIR),--dir "$$DIR")

room-remove: $(RUNNER) ## Remove a learner's row and free its seat: LEARNER=name (or a row id)
	@if [ -z "$$LEARNER" ]; then echo "make room-remove: LEARNER is required, e.g. make room-remove LEARNER=ada" >&2; exit 2; fi
	@$(RUNNER) room remove "$$LEARNER" $(if $(DIR),--dir "$$DIR")

room-remove-after: $(RUNNER) ## Remove every row that joined after a learner's (seats taken in a burst): LEARNER=name
	@if [ -z "$$LEARNER" ]; then echo "make room-remove-after: LEARNER is required, e.g. make room-remove-after LEARNER=ada" >&2; exit 2; fi
	@$(RUNNER) room remove-after "$$LEARNER" $(if $(DIR),--dir "$$DIR")

room-roster: $(RUNNER) ## Give the running room its class list: FILE=class.txt (one name a line; rows not on it go)
	@if [ -z "$$FILE" ]; then echo "make room-roster: FILE is required, e.g. make room-roster FILE=class.txt (one name a line; an empty file lifts the list)" >&2; exit 2; fi
	@$(RUNNER) room roster "$$FILE" $(if $(DIR),--dir "$$DIR")

clean: ## Remove build products (your kata files are kept)
	@rm -rf .build Katas/*/.build Katas/KataSupport/.build

prepare: $(RUNNER) ## Build the runner and every kata (before a workshop)
	@$(RUNNER) kata prepare

# ---- Katas -------------------------------------------------------------------------------

katas: $(RUNNER) ## List the katas with your progress and the next one
	@$(RUNNER) kata list

kata: $(RUNNER) ## Check one kata: NAME=01 (JSON=1, TIMEOUT=60, FLOW=1)
	@$(call need-name,kata)
	@$(RUNNER) kata check "$$NAME" $(call switch,JSON,--json) $(call switch,FLOW,--flow) $(if $(TIMEOUT),--timeout "$$TIMEOUT")

hint: $(RUNNER) ## Your latest hint: NAME=01 (NEXT=1, HINT=2, ALL=1)
	@$(call need-name,hint)
	@$(RUNNER) kata hint "$$NAME" $(call switch,NEXT,--next) $(call switch,ALL,--all) $(if $(HINT),--hint "$$HINT")

watch: $(RUNNER) ## Re-check a kata on every save: NAME=01
	@$(call need-name,watch)
	@$(RUNNER) kata watch "$$NAME" $(if $(TIMEOUT),--timeout "$$TIMEOUT")

reset: $(RUNNER) ## Restore a kata's starter, backed up: NAME=01 (YES=1)
	@$(call need-name,reset)
	@$(RUNNER) kata reset "$$NAME" $(call switch,YES,--yes)

restore: $(RUNNER) ## List a kata's backups; BACKUP=1 puts one back: NAME=01
	@$(call need-name,restore)
	@$(RUNNER) kata restore "$$NAME" $(if $(BACKUP),--backup "$$BACKUP")

solution: $(RUNNER) ## A kata's reference once it is done: NAME=01 (FORCE=1)
	@$(call need-name,solution)
	@$(RUNNER) kata solution "$$NAME" $(call switch,FORCE,--force)

kata-verify: $(RUNNER) ## Prove starters fail, references pass, mistakes caught
	@$(RUNNER) kata verify $(if $(MUTANTS),--mutants "$$MUTANTS")

fuzz-check: ## 500+ random edits vs from-scratch builds (5 min)
	@echo "Building the tests if needed (up to 3–4 minutes the first time), then 510 fuzz steps (about 5 min on a quiet 2-core machine)…" >&2
	@FUZZ_STEPS=$${FUZZ_STEPS:-170} FUZZ_SEEDS=$${FUZZ_SEEDS:-1,2,3} FUZZ_REPORT=.build/fuzz-report.txt \
	  $(SWIFT) test --filter StaleResultFuzzTests/everyCheckReportsTheCodeAsItIs 2>&1 | grep -E '^stale-result fuzz|^  |✘|✔ Test run|error:'; \
	  test -f .build/fuzz-report.txt && grep -q ', 0 stale results, 0 from-scratch' .build/fuzz-report.txt

check-times: $(RUNNER) ## A check's time per kind of edit, beside swift test (1 min)
	@Scripts/check-times.sh "$(SWIFT)" "$(RUNNER)" $${ROUNDS:-5}

mistakes: $(RUNNER) ## A kata's common mistakes, one per screen, once it is done: NAME=04 (FORCE=1)
	@$(call need-name,mistakes)
	@$(RUNNER) kata mistakes "$$NAME" $(call switch,FORCE,--force)

mutation: $(RUNNER) ## Every automatic mutant against its tests (NAME=04; all katas without)
	@$(RUNNER) kata verify --mutants all $(if $(NAME),"$$NAME")

# FLOW=1 (or terminal) draws the flow in the terminal, FLOW=mermaid prints Mermaid text,
# FLOW=html writes a page under .build/flows/, named after the example whatever NAME's spelling, and says where; 0, no, false or empty: the trace.
flow-options = $(strip $(if $(filter 0 no false,$(FLOW)),,$(if $(FLOW),\
  $(if $(filter html HTML,$(FLOW)),--flow=html --output ".build/flows/",--flow="$$FLOW"))) \
  $(call switch,ASCII,--ascii))

# A make switch: 1, yes or true turn it on; 0, no, false or empty leave it off; anything else
# stops make with a message (so YES=no never means yes).
switch = $(if $(filter 1 yes true,$($(1))),$(2),$(if $(filter-out 0 no false,$($(1))),$(error $(1)=$($(1)) is not a switch value: use $(1)=1 (or yes, true) to turn it on),))

# Stops with the kata list when NAME is missing.
define need-name
if [ -z "$$NAME" ]; then echo "make $(1): NAME is required, e.g. make $(1) NAME=01" >&2; $(RUNNER) kata list >&2; exit 2; fi
endef
